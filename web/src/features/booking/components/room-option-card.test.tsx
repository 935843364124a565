import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { bookingStrings as t } from '../strings'
import { RoomOptionCard } from './room-option-card'
import { sampleRoom } from './sample-room.test-utils'

describe('RoomOptionCard', () => {
  it('shows rent per bed, rooms left, terms and freshness', () => {
    render(<RoomOptionCard option={sampleRoom} onBook={vi.fn()} onRequestCall={vi.fn()} />)
    expect(screen.getByRole('heading', { name: 'Double Sharing (Attached washroom)' })).toBeInTheDocument()
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === '₹8,500/bed per month')).toBeInTheDocument()
    // 3 beds left is no scarcity: no badge
    expect(screen.queryByText(/Left$/)).toBeNull()
    expect(screen.getByText('Lock-in: 3 months · Agreement: 11 months')).toBeInTheDocument()
    expect(screen.getByText('₹9 per unit, metered')).toBeInTheDocument()
    expect(screen.getByText('Optional: ₹2,500/month')).toBeInTheDocument()
    expect(screen.getByText('Security deposit: 2 months')).toBeInTheDocument()
    expect(screen.getByText('Updated 3 days ago')).toBeInTheDocument()
  })

  it("opens a breakdown that shows the server's numbers, not sums of its own", async () => {
    render(<RoomOptionCard option={sampleRoom} onBook={vi.fn()} onRequestCall={vi.fn()} />)
    const toggle = screen.getByRole('button', { name: /Move in for ₹29,999/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!
    const rows = within(panel)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`)
    expect(rows).toEqual([
      "First month's rent=₹8,500",
      'Maintenance (monthly)=₹500',
      'Security deposit (2 months)=₹17,001',
      'Agreement fee=₹1,000',
      'Token amount=₹2,000',
      'Total to move in=₹29,999',
    ])
    expect(within(panel).getByText('Refundable at exit: ₹17,002')).toBeInTheDocument()
  })

  it('Book Now says who the property is for', () => {
    render(<RoomOptionCard option={sampleRoom} onBook={vi.fn()} onRequestCall={vi.fn()} whoFor="Men only" />)
    expect(screen.getByRole('button', { name: t.bookNow })).toHaveAccessibleDescription(`${t.whoCanStay}: Men only`)
  })

  it('sold out disables Book Now', () => {
    render(<RoomOptionCard option={{ ...sampleRoom, available_rooms: 0 }} onBook={vi.fn()} onRequestCall={vi.fn()} />)
    expect(screen.getByText(t.soldOut)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: t.bookNow })).toBeDisabled()
  })

  it('says when availability was confirmed today', () => {
    render(<RoomOptionCard option={{ ...sampleRoom, availability_confirmed_at: new Date().toISOString() }} onBook={vi.fn()} onRequestCall={vi.fn()} />)
    expect(screen.getByText('Updated today')).toBeInTheDocument()
  })

  it.each([
    [{ available_rooms: 2, room_type_name: 'Double' }, 'Only 2 Beds Left'],
    [{ available_rooms: 1, room_type_name: 'Private' }, 'Only 1 Room Left'],
  ])('says "only N left" only when few are, in beds for a shared room (%j)', (fields, text) => {
    render(<RoomOptionCard option={{ ...sampleRoom, ...fields }} onBook={vi.fn()} onRequestCall={vi.fn()} />)
    expect(screen.getByText(text)).toBeInTheDocument()
  })

  it.each([
    [3, 'fresh', false],
    [12, 'ageing', false],
    [40, 'stale', true],
  ])('availability confirmed %i days ago reads %s', (days, state, outOfDate) => {
    const confirmed = new Date(Date.now() - days * 86_400_000 - 60_000).toISOString()
    render(<RoomOptionCard option={{ ...sampleRoom, availability_confirmed_at: confirmed }} onBook={vi.fn()} onRequestCall={vi.fn()} />)
    const line = screen.getByText(`Updated ${days} days ago`).closest('p')!
    expect(line).toHaveAttribute('data-freshness', state)
    expect(screen.queryByText(t.mayBeOutOfDate) !== null).toBe(outOfDate)
  })
})
