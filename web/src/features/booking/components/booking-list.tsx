import type { ReactNode, SyntheticEvent } from 'react'
import { Link } from 'react-router'
import type { Booking, BookingStatus } from '@basera/contract/booking'
import { formatDate, formatRupees, formatTime } from '../../../lib/format'
import { listingWord } from '../../../lib/listing-words'
import { CancellationTermsList } from '../../../components/cancellation-terms'
import { bookingListStrings } from '../list-strings'
import { BookingClarity } from './booking-clarity'
import { useTokenText } from './booking-token'
import { PayTokenButton } from './pay-token-button'
import styles from './booking-list.module.css'
import { useLanguage, useStrings } from '../../../lib/i18n'

const FALLBACK_PHOTO = '/media/fallback.webp'

/** A missing photo shows the house drawing (once: no loop if that fails too). */
function showFallback(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget
  if (!img.src.endsWith(FALLBACK_PHOTO)) img.src = FALLBACK_PHOTO
}

// refund terms matter while a booking can still be cancelled or is being lived in
const ENDED: readonly BookingStatus[] = ['expired', 'declined', 'cancelled']
const isLive = (status: BookingStatus) => !ENDED.includes(status)

/** The lead's real bookings, every amount as the server snapshotted it. */
interface BookingListProps {
  bookings: readonly Booking[]
  /** The app layer's controls for one booking (set or change the move-in date, cancel). */
  actions?: (booking: Booking) => ReactNode
}

export function BookingList({ bookings, actions }: BookingListProps) {
  return (
    <ul className={styles.list}>
      {bookings.map((booking) => (
        <li key={booking.bookingId}>
          <BookingItem booking={booking} actions={actions} />
        </li>
      ))}
    </ul>
  )
}

/** The operator's answer as the tenant reads it (what happens next is in BookingClarity). */
function StatusNote({ booking }: { booking: Booking }) {
  const s = useStrings(bookingListStrings)
  const note =
    booking.status === 'accepted' ? s.acceptedHint
    : booking.status === 'declined' && booking.decision_reason ? s.declinedReason(booking.decision_reason)
    : booking.status === 'moved_in' ? s.movedInHint
    : null
  return note ? <p className={styles.note}>{note}</p> : null
}

function BookingItem({ booking, actions }: { booking: Booking; actions: BookingListProps['actions'] }) {
  const language = useLanguage()
  const s = useStrings(bookingListStrings)
  const held = booking.status === 'held'
  const token = useTokenText(booking)
  const toPay = held && booking.token_status === 'pending' && booking.move_in_date !== null
  return (
    <article className={styles.card} aria-label={booking.property_name}>
      <div className={styles.top}>
        <img src={booking.photo ?? FALLBACK_PHOTO} alt="" width={96} height={72} className={styles.photo} loading="lazy" onError={showFallback} />
        <div className={styles.heading}>
          <h3 className={styles.name}>
            <Link to={`/property/${booking.property_id}`}>{booking.property_name}</Link>
          </h3>
          <p className={styles.room}>{s.room(booking.room_type_name)}</p>
          <span className={`${styles.badge} ${styles[booking.status]}`}>{s.status[booking.status]}</span>
        </div>
      </div>
      {held && booking.hold_expires_at && (
        <p className={styles.hold}>
          <strong>{s.holdUntil(formatTime(booking.hold_expires_at))}</strong> {toPay ? s.payBeforeHold : s.setMoveIn}
        </p>
      )}
      {token && <p className={`${styles.token} ${styles[`token_${booking.token_status}`] ?? ''}`}>{token}</p>}
      {/* the one thing to do before the hold ends, where it is seen first */}
      {toPay && <PayTokenButton bookingId={booking.bookingId} tokenAmount={booking.token_amount} block />}
      {booking.status === 'requested' && booking.answer_by && (
        <p className={styles.note}>{s.answerBy(formatDate(booking.answer_by, language), formatTime(booking.answer_by))}</p>
      )}
      {booking.status === 'expired' && <p className={styles.expired}>{s.expiredHint}</p>}
      <StatusNote booking={booking} />
      <dl className={styles.facts}>
        <div>
          <dt>{s.tenant}</dt>
          <dd>{booking.tenant_name}</dd>
        </div>
        <div>
          <dt>{s.moveIn}</dt>
          <dd>{booking.move_in_date ? formatDate(booking.move_in_date, language) : s.notSet}</dd>
        </div>
        <div>
          <dt>{s.rent}</dt>
          <dd>{formatRupees(booking.unit_rent)}</dd>
        </div>
        <div>
          <dt>{s.maintenance}</dt>
          <dd>{formatRupees(booking.maintenance_amount)}</dd>
        </div>
        <div>
          <dt>{s.deposit}</dt>
          <dd>{formatRupees(booking.security_deposit_amount)}</dd>
        </div>
        {booking.one_time_fees.map((fee) => (
          <div key={fee.name}>
            <dt>{listingWord(fee.name, language)}</dt>
            <dd>{formatRupees(fee.amount)}</dd>
          </div>
        ))}
        <div className={styles.total}>
          <dt>{s.moveInTotal}</dt>
          <dd>{formatRupees(booking.move_in_total)}</dd>
        </div>
        <div className={styles.refund}>
          <dt>{s.refundable}</dt>
          <dd>{formatRupees(booking.refundable_amount)}</dd>
        </div>
      </dl>
      <BookingClarity booking={booking} />
      {isLive(booking.status) && <CancellationTermsList terms={booking.cancellation_terms} />}
      {actions?.(booking)}
    </article>
  )
}
