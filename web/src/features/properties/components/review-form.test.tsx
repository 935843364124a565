import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '@basera/contract/messages'
import { REVIEW_TITLE_MAX } from '@basera/contract/reviews'
import { propertyStrings as t } from '../strings'
import { ReviewForm } from './review-form'

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <ReviewForm propertyId={7} leadId={2} onDone={vi.fn()} />
    </QueryClientProvider>,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('review form', () => {
  it('refuses "😀😀😀" and "ok" beside their fields and asks for stars, sending nothing', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderForm()
    const title = screen.getByLabelText(t.reviewTitle)
    const text = screen.getByLabelText(t.reviewText)
    expect(title).toHaveAttribute('maxLength', String(REVIEW_TITLE_MAX))
    await userEvent.type(title, '😀😀😀')
    await userEvent.type(text, 'ok')
    await userEvent.click(screen.getByRole('button', { name: t.postReview }))
    expect(title).toHaveAccessibleDescription(messages.reviewTitleNeedsWords)
    expect(text).toHaveAccessibleDescription(messages.reviewTextTooShort)
    expect(screen.getByText(messages.reviewStars)).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
