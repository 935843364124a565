import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Header } from './header'
import { componentStrings } from './strings'

function renderAt(entries: string[]) {
  const router = createMemoryRouter([{ path: '*', element: <Header back title="Room Options" /> }], {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  })
  render(<RouterProvider router={router} />)
}

describe('Header back button', () => {
  it('offers the Basera home link instead of Back on a page opened directly (a shared link)', () => {
    window.history.replaceState({ idx: 0 }, '')
    renderAt(['/property/5'])
    expect(screen.queryByRole('button', { name: componentStrings.back })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: componentStrings.home })).toHaveAttribute('href', '/home')
  })

  it('shows Back when there is history to go back to', () => {
    window.history.replaceState({ idx: 1 }, '')
    renderAt(['/search', '/property/5'])
    expect(screen.getByRole('button', { name: componentStrings.back })).toBeInTheDocument()
  })
})
