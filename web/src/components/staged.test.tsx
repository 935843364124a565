import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router'
import { describe, expect, it } from 'vitest'
import { rememberScrollPosition } from '../lib/scroll-positions'
import { Staged } from './staged'

function Screen() {
  const navigate = useNavigate()
  const { key } = useLocation()
  return (
    <main>
      <h1>Results</h1>
      <Staged>
        <p>the tenth card</p>
      </Staged>
      <button type="button" onClick={() => rememberScrollPosition(key, 2400)}>
        scroll down
      </button>
      <button type="button" onClick={() => void navigate('/property/2')}>
        open
      </button>
    </main>
  )
}

function Property() {
  const navigate = useNavigate()
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      back
    </button>
  )
}

const router = () => createMemoryRouter([{ path: '/search', element: <Screen /> }, { path: '/property/:id', element: <Property /> }], { initialEntries: ['/search'] })

describe('Staged', () => {
  it("draws its part after the screen around it, in a task of its own", async () => {
    render(<RouterProvider router={router()} />)
    expect(screen.getByRole('heading', { name: 'Results' })).toBeInTheDocument()
    expect(screen.queryByText('the tenth card')).not.toBeInTheDocument()
    expect(await screen.findByText('the tenth card')).toBeInTheDocument()
  })

  it('draws it with the screen when Back returns to a place down the screen, so that place is there', async () => {
    render(<RouterProvider router={router()} />)
    expect(await screen.findByText('the tenth card')).toBeInTheDocument()
    // what the screen's scroll listener records as the reader scrolls (app/layout/scroll-on-route-change.tsx)
    screen.getByRole('button', { name: 'scroll down' }).click()
    await act(async () => screen.getByRole('button', { name: 'open' }).click())
    await act(async () => screen.getByRole('button', { name: 'back' }).click())
    // in the same render as the heading: no task in between
    expect(screen.getByRole('heading', { name: 'Results' })).toBeInTheDocument()
    expect(screen.getByText('the tenth card')).toBeInTheDocument()
  })
})
