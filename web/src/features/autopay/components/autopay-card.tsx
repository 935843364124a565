import { useState } from 'react'
import { useSearchParams } from 'react-router'
import type { Autopay } from '@basera/contract/autopay'
import { messages } from '@basera/contract/messages'
import { Button } from '../../../components/button'
import { ErrorState, Skeleton } from '../../../components/states'
import { toast } from '../../../components/toast'
import { getErrorMessage } from '../../../lib/api-client'
import { openCheckout, type SubmitCheckout } from '../../../lib/checkout'
import { formatDate, formatRupees } from '../../../lib/format'
import { useLanguage, useStrings } from '../../../lib/i18n'
import { useAutopay, useCancelAutopay, useStartAutopay } from '../api/autopay'
import { autopayStrings } from '../strings'
import cardStyle from '../../../components/card.module.css'
import styles from './autopay-card.module.css'

/** What the card says of the latest debit AutoPay announced, if anything needs saying. */
function NoticeLine({ notice }: { notice: NonNullable<Autopay['notice']> }) {
  const s = useStrings(autopayStrings)
  const language = useLanguage()
  const amount = formatRupees(notice.amount)
  const date = formatDate(notice.debit_on, language)
  if (notice.state === 'notified' || notice.state === 'debiting') return <p className={styles.notice} role="note">{s.notice(amount, date)}</p>
  if (notice.state === 'over_limit') return <p className={styles.warning}>{s.overLimit(amount)}</p>
  if (notice.state === 'failed') return <p className={styles.warning}>{s.debitFailed(amount)}</p>
  if (notice.state === 'captured') return <p className={styles.meta}>{s.debited(amount, date)}</p>
  return null
}

function ActiveDetails({ autopay }: { autopay: Autopay }) {
  const s = useStrings(autopayStrings)
  const language = useLanguage()
  return (
    <>
      {autopay.max_amount !== null && <p className={styles.strong}>{s.maxAmount(formatRupees(autopay.max_amount))}</p>}
      <p className={styles.meta}>
        {autopay.next_debit ? s.nextDebit(formatRupees(autopay.next_debit.amount), formatDate(autopay.next_debit.date, language)) : s.noNextDebit}
      </p>
      {autopay.notice && <NoticeLine notice={autopay.notice} />}
    </>
  )
}

function AutopayCard({ bookingId, showBooking, submitCheckout }: { bookingId: number; showBooking: boolean; submitCheckout?: SubmitCheckout }) {
  const s = useStrings(autopayStrings)
  const messageText = useStrings(messages)
  const query = useAutopay(bookingId)
  const start = useStartAutopay()
  const cancel = useCancelAutopay()
  const [leaving, setLeaving] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const [params] = useSearchParams()
  const headingId = `autopay-${bookingId}`
  if (query.isPending) return <Skeleton height={150} />
  if (query.isError) return <ErrorState message={s.loadFailed} onRetry={() => void query.refetch()} />
  const autopay = query.data
  const setUp = () => {
    if (start.isPending || leaving) return
    start.mutate(bookingId, {
      onSuccess: (reply) => {
        openCheckout(reply.checkout, submitCheckout)
        setLeaving(true)
      },
      onError: (error) => toast.error(getErrorMessage(error, messageText.somethingWentWrongTryAgain)),
    })
  }
  const stop = () => {
    cancel.mutate(bookingId, {
      onSuccess: (reply) => {
        setConfirming(false)
        toast.success(reply.message)
      },
      onError: (error) => toast.error(getErrorMessage(error, messageText.somethingWentWrongTryAgain)),
    })
  }
  const outcome = params.get('autopay')
  const setUpLabel = autopay.status === 'pending' ? s.continueSetUp : autopay.status === 'none' ? s.setUp : s.setUpAgain
  return (
    <section className={cardStyle.card} aria-labelledby={headingId}>
      <div className={styles.top}>
        <h2 id={headingId} className={styles.title}>{s.title}</h2>
        <span className={`${styles.status} ${styles[autopay.status]}`}>{s.status[autopay.status]}</span>
      </div>
      {showBooking && <p className={styles.meta}>{s.bookingLabel(bookingId)}</p>}
      {outcome === 'approved' && autopay.status === 'active' && <p className={styles.done} role="status">{s.approved}</p>}
      {outcome === 'declined' && autopay.status !== 'active' && <p className={styles.warning} role="status">{s.declined}</p>}
      {autopay.status === 'active' ? <ActiveDetails autopay={autopay} /> : <p className={styles.meta}>{s.what}</p>}
      {autopay.status === 'pending' && <p className={styles.meta}>{s.pending}</p>}
      {autopay.status === 'failed' && <p className={styles.meta}>{s.failed}</p>}
      {autopay.status === 'cancelled' && <p className={styles.meta}>{s.cancelled}</p>}
      {autopay.status !== 'active' && (
        <Button block busy={start.isPending || leaving} onClick={setUp}>{setUpLabel}</Button>
      )}
      {autopay.status === 'active' && !confirming && (
        <Button variant="outline" block onClick={() => setConfirming(true)}>{s.cancel}</Button>
      )}
      {autopay.status === 'active' && confirming && (
        <div className={styles.confirm} role="group" aria-labelledby={`${headingId}-confirm`}>
          <p id={`${headingId}-confirm`} className={styles.strong}>{s.confirmTitle}</p>
          <p className={styles.meta}>{s.confirmBody}</p>
          <div className={styles.actions}>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={cancel.isPending}>{s.confirmNo}</Button>
            <Button busy={cancel.isPending} onClick={stop}>{s.confirmYes}</Button>
          </div>
        </div>
      )}
    </section>
  )
}

/** A UPI AutoPay card for each booking with dues (one for most tenants). */
export function AutopayCards({ bookingIds, submitCheckout }: { bookingIds: readonly number[]; submitCheckout?: SubmitCheckout }) {
  const unique = [...new Set(bookingIds)]
  return (
    <div className={styles.cards}>
      {unique.map((id) => <AutopayCard key={id} bookingId={id} showBooking={unique.length > 1} submitCheckout={submitCheckout} />)}
    </div>
  )
}
