import { describe, expect, it } from 'vitest'
import { CancellationTerms, cancellationMessages, refundOnCancel } from './cancellation.ts'

const term = (days_before_move_in: number, refund_percent: number) => ({ days_before_move_in, refund_percent })

describe('CancellationTerms', () => {
  it('accepts rules from most notice to least, refunds never growing later; and no terms yet', () => {
    expect(CancellationTerms.safeParse([term(15, 100), term(7, 50), term(0, 0)]).success).toBe(true)
    expect(CancellationTerms.safeParse([]).success).toBe(true)
  })

  it.each([
    [[term(0, 0), term(7, 100)], cancellationMessages.order, [1, 'days_before_move_in']],
    [[term(7, 100), term(7, 50)], cancellationMessages.order, [1, 'days_before_move_in']],
    [[term(15, 50), term(7, 100)], cancellationMessages.laterGivesMore, [1, 'refund_percent']],
    [[term(7, 120)], cancellationMessages.percent, [0, 'refund_percent']],
    [[term(-1, 10)], cancellationMessages.days, [0, 'days_before_move_in']],
  ])('refuses %j with a sentence on the rule that breaks it', (terms, message, path) => {
    const result = CancellationTerms.safeParse(terms)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(message)
    expect(result.error?.issues[0]?.path).toEqual(path)
  })
})

describe('refundOnCancel', () => {
  const terms = [term(15, 100), term(7, 50), term(2, 33), term(0, 0)]
  it.each([
    // days left, what comes back of ₹1,001
    [30, 1001], [15, 1001], [14, 500], [7, 500], [6, 330], [2, 330], [1, 0], [0, 0], [-1, 0],
  ])('%i days before move-in gives back ₹%i (rounded down to whole rupees)', (days, back) => {
    expect(refundOnCancel(terms, 1001, days)).toBe(back)
  })
  it('gives nothing back when no term applies: none published, or fewer days left than the last term', () => {
    expect(refundOnCancel([], 1000, 60)).toBe(0)
    expect(refundOnCancel([term(7, 100)], 1000, 6)).toBe(0)
  })
})
