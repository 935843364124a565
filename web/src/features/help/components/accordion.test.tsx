import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Accordion } from './accordion'

const items = [
  { id: 1, title: 'First question', content: 'First answer' },
  { id: 2, title: 'Second question', content: 'Second answer' },
]

describe('Accordion', () => {
  it('starts closed, with each button controlling its panel', () => {
    render(<Accordion items={items} />)
    const first = screen.getByRole('button', { name: 'First question' })
    expect(first).toHaveAttribute('aria-expanded', 'false')
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '')
    expect(panel).not.toBeVisible()
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('single mode: opening one closes the other, and the open one can be collapsed', async () => {
    render(<Accordion items={items} />)
    const first = screen.getByRole('button', { name: 'First question' })
    const second = screen.getByRole('button', { name: 'Second question' })
    await userEvent.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('region', { name: 'First question' })).toHaveTextContent('First answer')
    await userEvent.click(second)
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(second).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(second)
    expect(second).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('multiple mode keeps several open', async () => {
    render(<Accordion items={items} mode="multiple" />)
    await userEvent.click(screen.getByRole('button', { name: 'First question' }))
    await userEvent.click(screen.getByRole('button', { name: 'Second question' }))
    expect(screen.getAllByRole('region')).toHaveLength(2)
  })

  it('works from the keyboard', async () => {
    render(<Accordion items={items} />)
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'First question' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('button', { name: 'First question' })).toHaveAttribute('aria-expanded', 'true')
    await userEvent.tab()
    await userEvent.keyboard(' ')
    expect(screen.getByRole('button', { name: 'Second question' })).toHaveAttribute('aria-expanded', 'true')
  })
})
