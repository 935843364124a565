import type { Booking } from '@basera/contract/booking'
import { formatRupees } from '../../../lib/format'
import { bookingListStrings } from '../list-strings'
import { useStrings } from '../../../lib/i18n'

type TokenFacts = Pick<Booking, 'token_amount' | 'token_status' | 'refund_amount'>

/** Where the booking's token is, in words: to pay, held until move-in, released, refunded (all or part). Null without one. */
export function useTokenText(booking: TokenFacts): string | null {
  const s = useStrings(bookingListStrings)
  const amount = formatRupees(booking.token_amount)
  const refund = formatRupees(booking.refund_amount)
  switch (booking.token_status) {
    case 'none':
      return null
    case 'pending':
    case 'held':
    case 'released':
      return s.token[booking.token_status](amount)
    case 'refunded':
      return s.token.refunded(refund)
    case 'partly_refunded':
      return s.token.partly_refunded(refund, amount)
  }
}
