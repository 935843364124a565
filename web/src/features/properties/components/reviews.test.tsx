import { useState } from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { Review } from '@basera/contract/properties'
import { clearAllStorage, saveSession } from '../../../lib/session'
import { propertyStrings as t } from '../strings'
import { Reviews } from './reviews'
import { StarInput } from './star-input'

const base = { rating: 4, title: 'Quiet', description: 'Good food.', created_at: '2026-04-02T10:00:00.000Z', reply: null }
const fromStay: Review = { ...base, id: 1, name: 'Meera N.', is_sample: false, stay: { from: '2026-03-05', to: null } }
const sample: Review = { ...base, id: 2, name: 'Rohit Verma', is_sample: true, stay: null, reply: 'Thank you!' }

afterEach(() => clearAllStorage())

describe('Reviews', () => {
  it('shows the stay of a real review and labels sample content as such', () => {
    render(<Reviews propertyId={3} livedHere={false} reviews={[fromStay, sample]} rating={4} count={2} />)
    const [real, seeded] = screen.getAllByRole('listitem')
    expect(within(real!).getByText('Stayed Mar 2026 – now')).toBeInTheDocument()
    expect(within(real!).queryByText(t.sampleReview)).toBeNull()
    expect(within(seeded!).getByText(t.sampleReview)).toBeInTheDocument()
    expect(within(seeded!).getByText('Thank you!')).toBeInTheDocument()
    expect(screen.getByText(t.reviewsWithSamples)).toBeInTheDocument()
    expect(screen.getByText('4.0 (2 reviews)')).toBeInTheDocument()
  })

  it('says "No reviews yet" and no rating when every review is a sample', () => {
    render(<Reviews propertyId={3} livedHere={false} reviews={[sample]} rating={null} count={0} />)
    expect(screen.getByTestId('no-real-reviews')).toHaveTextContent(t.noReviews)
    expect(screen.queryByText(/\(\d+ reviews?\)/)).toBeNull()
  })

  it('offers "Review your stay" only to a signed-in tenant who lived there', () => {
    saveSession({ accessToken: 't', leadId: 2 })
    const { rerender } = render(<Reviews propertyId={3} livedHere={false} reviews={[fromStay]} rating={4} count={1} />)
    expect(screen.queryByRole('button', { name: t.writeReview })).toBeNull()
    rerender(<Reviews propertyId={3} livedHere reviews={[fromStay]} rating={4} count={1} />)
    expect(screen.getByRole('button', { name: t.writeReview })).toBeInTheDocument()
    clearAllStorage()
    rerender(<Reviews propertyId={3} livedHere reviews={[fromStay]} rating={4} count={1} />)
    expect(screen.queryByRole('button', { name: t.writeReview })).toBeNull()
  })
})

function Harness() {
  const [rating, setRating] = useState(0)
  return (
    <>
      <StarInput value={rating} onChange={setRating} />
      <output>{rating}</output>
    </>
  )
}

describe('StarInput', () => {
  it('follows the spec: 1 to 5, and tapping star 1 at rating 1 clears it to 0', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: t.stars(4) }))
    expect(screen.getByRole('status')).toHaveTextContent('4')
    await userEvent.click(screen.getByRole('button', { name: t.stars(1) }))
    expect(screen.getByRole('status')).toHaveTextContent('1')
    await userEvent.click(screen.getByRole('button', { name: t.stars(1) }))
    expect(screen.getByRole('status')).toHaveTextContent('0')
  })
})
