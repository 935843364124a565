import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { messages } from '@basera/contract/messages'
import type { Notification } from '@basera/contract/engagement'
import { NotificationList } from './notification-list'

const accepted: Notification = {
  id: 1, kind: 'booking_accepted', title: messages.bookingConfirmed, body: 'Sunrise PG accepted your booking.',
  details: { property_name: 'Sunrise PG' }, created_at: '2026-11-20T10:00:00.000Z',
}
const declined: Notification = {
  id: 2, kind: 'booking_declined', title: 'Your booking was declined', body: 'x',
  details: { property_name: 'Lotus House', reason: 'Room under repair' }, created_at: '2026-11-19T10:00:00.000Z',
}

afterEach(() => document.body.replaceChildren())

describe('NotificationList', () => {
  it('tells the tenant their booking was accepted, with the congratulations', () => {
    render(<NotificationList notifications={[accepted]} />)
    expect(screen.getByRole('heading', { name: messages.bookingConfirmed })).toBeTruthy()
    expect(screen.getByText('Sunrise PG accepted your booking.')).toBeTruthy()
  })

  it('shows why a booking was declined', () => {
    render(<NotificationList notifications={[declined]} />)
    expect(screen.getByText('Lotus House could not take your booking: Room under repair')).toBeTruthy()
  })

  it('shows a notification of an unknown kind as the server worded it', () => {
    render(<NotificationList notifications={[{ id: 3, title: 'Hello', body: 'World', created_at: '2026-11-19T10:00:00.000Z' }]} />)
    expect(screen.getByRole('heading', { name: 'Hello' })).toBeTruthy()
  })
})
