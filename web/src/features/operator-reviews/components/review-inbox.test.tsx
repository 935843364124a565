import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { operatorMessages } from '@basera/contract/operator'
import { replyToReview } from '@basera/contract/operator-endpoints'
import { REPLY_REQUIRED, REVIEW_REPLY_MAX, type OperatorReview } from '@basera/contract/reviews'
import { reviewInboxStrings as t } from '../strings'
import { ReviewInbox } from './review-inbox'

afterEach(() => vi.unstubAllGlobals())

const review: OperatorReview = {
  id: 41, property_id: 74, property_name: 'Lotus Living Boys PG', property_label: 'Lotus Living Boys PG, Saket', name: 'Meera N.', rating: 4,
  title: 'Calm and clean', description: 'Quiet floors and a warden who answers at night.', created_at: '2026-11-20T05:00:00.000Z',
  is_sample: false, stay: { from: '2026-10-01', to: null }, reply: null,
}
const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))

function renderInbox(reviews: OperatorReview[] = [review]) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ReviewInbox reviews={reviews} />
    </QueryClientProvider>,
  )
}

describe('the reviews inbox: the one reply', () => {
  it('names the property with its locality', () => {
    renderInbox()
    expect(screen.getByText('Lotus Living Boys PG, Saket')).toBeInTheDocument()
  })

  it('an empty reply is refused beside the field, and the error goes once written', async () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    renderInbox()
    const box = screen.getByLabelText(t.replyLabel('Meera N.'))
    expect(box).toHaveAttribute('maxLength', String(REVIEW_REPLY_MAX))
    await userEvent.type(box, '   ')
    await userEvent.click(screen.getByRole('button', { name: t.send }))
    expect(box).toHaveAccessibleDescription(expect.stringContaining(REPLY_REQUIRED))
    await userEvent.type(box, 'Thank you')
    expect(box).toHaveAttribute('aria-invalid', 'false')
    expect(screen.queryByText(REPLY_REQUIRED)).not.toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })

  it("says the server's refusal inside the form; a good reply sends the contract's body, trimmed", async () => {
    const fetch = vi.fn((_url: string, _init: RequestInit) => json({ message: operatorMessages.reviewAlreadyReplied }, 409))
    vi.stubGlobal('fetch', fetch)
    renderInbox()
    const item = screen.getByRole('listitem')
    await userEvent.type(within(item).getByLabelText(t.replyLabel('Meera N.')), '  Thank you, Meera!  ')
    await userEvent.click(within(item).getByRole('button', { name: t.send }))
    expect(await within(item).findByRole('alert')).toHaveTextContent(operatorMessages.reviewAlreadyReplied)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe(replyToReview.path.replace(':reviewId', '41'))
    expect(JSON.parse(init?.body as string)).toEqual({ reply: 'Thank you, Meera!' })
  })
})
