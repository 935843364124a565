import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ConsoleNav } from './console-nav'

const owner = 'owner' as const

describe('console navigation', () => {
  it('counts new bookings and visit requests beside their sections', () => {
    render(
      <MemoryRouter initialEntries={['/operator']}>
        <ConsoleNav role={owner} counts={{ '/operator/bookings': 3, '/operator/visits': 0 }} />
      </MemoryRouter>,
    )
    expect(screen.getByRole('link', { name: 'Bookings (3 new)' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Visits' })).toBeInTheDocument()
  })
})
