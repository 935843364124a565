import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RequestList } from './request-list'

describe('Your requests', () => {
  it('writes a visit\'s date like every other date (26 Nov 2026, not 2026-11-26)', () => {
    const visit = {
      request_id: 1, kind: 'visit' as const, purpose: 'Visit on 2026-11-26 (Morning)', property_id: 7, property_name: 'Sunrise PG',
      service_name: null, created_at: '2026-11-24T05:00:00.000Z',
    }
    render(<MemoryRouter><RequestList requests={[visit]} /></MemoryRouter>)
    expect(screen.getByText('Visit on 26 Nov 2026 (Morning)')).toBeInTheDocument()
    expect(screen.queryByText(/2026-11-26/)).toBeNull()
  })
})
