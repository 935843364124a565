import { useState } from 'react'
import { messages } from '@basera/contract/messages'
import { Button } from '../../../components/button'
import { toast } from '../../../components/toast'
import { getErrorMessage } from '../../../lib/api-client'
import { formatRupees } from '../../../lib/format'
import { useStrings } from '../../../lib/i18n'
import { openCheckout, useCreateTokenPayment, type SubmitCheckout } from '../api/token-payment'
import { bookingListStrings } from '../list-strings'

interface PayTokenButtonProps {
  bookingId: number
  tokenAmount: number
  /** The words on the button (Retry on the failed payment's screen); "Pay token ₹X" otherwise. */
  label?: string
  block?: boolean
  /** Posts the checkout's form (a full-page visit); tests replace it. */
  submitCheckout?: SubmitCheckout
}

/** Pays (or pays again) a held booking's token: the same order each time, then the gateway's checkout. */
export function PayTokenButton({ bookingId, tokenAmount, label, block, submitCheckout }: PayTokenButtonProps) {
  const s = useStrings(bookingListStrings)
  const messageText = useStrings(messages)
  const order = useCreateTokenPayment()
  // once the checkout opens the page is leaving: the button stays disabled until it has
  const [leaving, setLeaving] = useState(false)
  const pay = () => {
    if (order.isPending || leaving) return
    order.mutate(bookingId, {
      onSuccess: (reply) => {
        openCheckout(reply.checkout, submitCheckout)
        setLeaving(true)
      },
      onError: (error) => toast.error(getErrorMessage(error, messageText.somethingWentWrongTryAgain)),
    })
  }
  return (
    <Button onClick={pay} busy={order.isPending || leaving} block={block}>
      {label ?? s.payToken(formatRupees(tokenAmount))}
    </Button>
  )
}
