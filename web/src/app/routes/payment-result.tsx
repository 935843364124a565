import type { ReactNode } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router'
import type { Booking } from '@basera/contract/booking'
import { messages } from '@basera/contract/messages'
import type { VerifyPaymentBody } from '@basera/contract/payments'
import { Button, buttonClass } from '../../components/button'
import { Header } from '../../components/header'
import { ErrorState, Loading } from '../../components/states'
import { useBookings } from '../../features/booking/api/get-bookings'
import { useVerifiedCheckout } from '../../features/booking/api/verify-checkout'
import { useTokenText } from '../../features/booking/components/booking-token'
import { PayTokenButton } from '../../features/booking/components/pay-token-button'
import { bookingListStrings } from '../../features/booking/list-strings'
import { paymentStrings } from '../../features/payments/strings'
import { getErrorMessage } from '../../lib/api-client'
import { formatDate, formatTime } from '../../lib/format'
import { useLanguage, useStrings } from '../../lib/i18n'
import { useSession } from '../../lib/session'
import styles from './payment-result.module.css'

// The gateway's checkout comes back here (server/README.md "The sandbox checkout"): the query carries the callback,
// so a reload shows the same outcome again; without one (the spec's old links) the tenant goes to My Booking.

/** verifyPayment's body from the success callback's query; null when it is not one. */
function callbackFrom(params: URLSearchParams): VerifyPaymentBody | null {
  const razorpay_order_id = params.get('razorpay_order_id')
  const razorpay_payment_id = params.get('razorpay_payment_id')
  const razorpay_signature = params.get('razorpay_signature')
  return razorpay_order_id && razorpay_payment_id && razorpay_signature ? { razorpay_order_id, razorpay_payment_id, razorpay_signature } : null
}

const toPay = (b: Booking) => b.status === 'held' && b.token_status === 'pending' && b.move_in_date !== null

type Tone = 'good' | 'bad' | 'wait'

function Outcome({ tone, title, children }: { tone: Tone; title: string; children: ReactNode }) {
  return (
    <section className={`${styles.card} ${styles[tone]}`} aria-live="polite">
      <h2>{title}</h2>
      {children}
    </section>
  )
}

/** The booking as it stands after the payment: its property, its token, and by when the owner answers. */
function BookingFacts({ booking }: { booking: Booking }) {
  const s = useStrings(bookingListStrings)
  const language = useLanguage()
  const token = useTokenText(booking)
  return (
    <>
      <p className={styles.property}>
        {booking.property_name} · {s.room(booking.room_type_name)}
      </p>
      {token && <p className={styles.token}>{token}</p>}
      {toPay(booking) && booking.hold_expires_at && <p>{s.holdUntil(formatTime(booking.hold_expires_at))}</p>}
      {booking.status === 'requested' && booking.answer_by && <p>{s.answerBy(formatDate(booking.answer_by, language), formatTime(booking.answer_by))}</p>}
    </>
  )
}

/** On to My Booking (the main way on, unless a Retry is the first thing to do) and the Payments screen. */
function Links({ payments = true, quiet = false }: { payments?: boolean; quiet?: boolean }) {
  const t = useStrings(paymentStrings)
  return (
    <div className={styles.links}>
      <Link to="/bookings" className={buttonClass(quiet ? 'outline' : 'primary', true)}>
        {t.myBooking}
      </Link>
      {payments && (
        <Link to="/payments" className={buttonClass('outline', true)}>
          {t.seePayments}
        </Link>
      )}
    </div>
  )
}

/** A failed or undecided payment's booking: Retry while it can still be paid, else why not. */
function RetryOrWhy({ booking }: { booking: Booking }) {
  const t = useStrings(paymentStrings)
  if (toPay(booking)) return <PayTokenButton bookingId={booking.bookingId} tokenAmount={booking.token_amount} label={t.retry} block />
  if (booking.token_status === 'held' || booking.token_status === 'released') return <p>{t.paidAlready}</p>
  if (booking.status === 'expired' || booking.status === 'cancelled') return <p>{t.holdEnded}</p>
  return null
}

export function PaymentSuccessScreen() {
  const t = useStrings(paymentStrings)
  const s = useStrings(bookingListStrings)
  const [params] = useSearchParams()
  const callback = callbackFrom(params)
  const verified = useVerifiedCheckout(callback)
  if (!callback) return <Navigate to="/bookings" replace />

  let body: ReactNode
  if (verified.isPending) body = <Loading label={t.checking} />
  else if (verified.isError)
    body = (
      <Outcome tone="bad" title={t.notVerifiedTitle}>
        <p>{getErrorMessage(verified.error)}</p>
        <Links payments={false} />
      </Outcome>
    )
  else {
    const { payment_status: status, message, booking } = verified.data
    body =
      status === 'captured' ? (
        <Outcome tone="good" title={s.status[booking.status]}>
          <p>{message}</p>
          <BookingFacts booking={booking} />
          <Links />
        </Outcome>
      ) : status === 'pending' ? (
        <Outcome tone="wait" title={t.pendingTitle}>
          <p>{message}</p>
          <BookingFacts booking={booking} />
          {verified.isFetching ? (
            <Loading label={t.checking} />
          ) : (
            <>
              <p className={styles.detail}>{t.pendingStill}</p>
              <Button variant="outline" block onClick={() => void verified.refetch()}>
                {t.checkAgain}
              </Button>
            </>
          )}
          <Links />
        </Outcome>
      ) : (
        <Outcome tone="bad" title={t.failedTitle}>
          <p>{message}</p>
          <BookingFacts booking={booking} />
          <RetryOrWhy booking={booking} />
          <Links payments={false} quiet={toPay(booking)} />
        </Outcome>
      )
  }
  return (
    <>
      <Header menu title={t.title} />
      <main className={styles.page}>{body}</main>
    </>
  )
}

export function PaymentFailedScreen() {
  const t = useStrings(paymentStrings)
  const messageText = useStrings(messages)
  const [params] = useSearchParams()
  const session = useSession()
  const bookings = useBookings(session?.leadId ?? 0)
  const bookingId = Number(params.get('booking_id'))
  const said = params.get('error_description')
  if (!Number.isInteger(bookingId) || bookingId <= 0) return <Navigate to="/bookings" replace />
  const booking = bookings.data?.data.find((b) => b.bookingId === bookingId)

  return (
    <>
      <Header menu title={t.title} />
      <main className={styles.page}>
        {bookings.isPending ? (
          <Loading />
        ) : bookings.isError ? (
          <ErrorState onRetry={() => void bookings.refetch()} />
        ) : (
          <Outcome tone="bad" title={t.failedTitle}>
            <p>{messageText.paymentFailedRetry}</p>
            {said && <p className={styles.detail}>{t.gatewaySaid(said)}</p>}
            {booking && <BookingFacts booking={booking} />}
            {booking && <RetryOrWhy booking={booking} />}
            <Links payments={false} quiet={booking !== undefined && toPay(booking)} />
          </Outcome>
        )}
      </main>
    </>
  )
}
