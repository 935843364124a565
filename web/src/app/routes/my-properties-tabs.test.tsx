import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Tabs } from './my-properties-tabs'

const tabs = [
  { id: 'a', label: 'Shortlisted', panel: <p>shortlist panel</p> },
  { id: 'b', label: 'Property visits', panel: <p>visits panel</p> },
  { id: 'c', label: 'Property bookings', panel: <p>bookings panel</p> },
]

function Harness() {
  const [selected, setSelected] = useState('a')
  return <Tabs tabs={tabs} selected={selected} onSelect={setSelected} label="My properties" />
}

describe('Tabs', () => {
  it('is a labelled tablist with the selected panel', () => {
    render(<Harness />)
    expect(screen.getByRole('tablist', { name: 'My properties' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Shortlisted' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Shortlisted' })).toHaveTextContent('shortlist panel')
  })

  it('has one tab stop and moves with the arrow keys, wrapping around', async () => {
    render(<Harness />)
    await userEvent.tab()
    expect(screen.getByRole('tab', { name: 'Shortlisted' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    const visits = screen.getByRole('tab', { name: 'Property visits' })
    expect(visits).toHaveFocus()
    expect(visits).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('visits panel')
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Property bookings' })).toHaveFocus()
    await userEvent.keyboard('{Home}')
    expect(screen.getByRole('tab', { name: 'Shortlisted' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Property bookings' })).toHaveAttribute('aria-selected', 'true')
    // Tab leaves the tablist for the panel instead of visiting every tab
    await userEvent.tab()
    expect(screen.getByRole('tabpanel')).toHaveFocus()
  })

  it('selects on click', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('tab', { name: 'Property bookings' }))
    expect(screen.getByRole('tabpanel', { name: 'Property bookings' })).toHaveTextContent('bookings panel')
    expect(screen.getByRole('tab', { name: 'Shortlisted' })).toHaveAttribute('tabindex', '-1')
  })
})
