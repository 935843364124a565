import type { ReactNode, SyntheticEvent } from 'react'
import { Link } from 'react-router'
import type { Booking } from '@basera/contract/booking'
import { formatDate, formatRupees, formatTime } from '../../../lib/format'
import { listingWord } from '../../../lib/listing-words'
import { bookingListStrings as s } from '../strings'
import styles from './booking-list.module.css'

const FALLBACK_PHOTO = '/media/fallback.webp'

/** A missing photo shows the house drawing (once: no loop if that fails too). */
function showFallback(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget
  if (!img.src.endsWith(FALLBACK_PHOTO)) img.src = FALLBACK_PHOTO
}


/** The lead's real bookings, every amount as the server snapshotted it. */
interface BookingListProps {
  bookings: readonly Booking[]
  /** For a held booking: the app layer's move-in date control (the booking flow owns that call). */
  heldAction?: (booking: Booking) => ReactNode
}

export function BookingList({ bookings, heldAction }: BookingListProps) {
  return (
    <ul className={styles.list}>
      {bookings.map((booking) => (
        <li key={booking.bookingId}>
          <BookingItem booking={booking} heldAction={heldAction} />
        </li>
      ))}
    </ul>
  )
}

function BookingItem({ booking, heldAction }: { booking: Booking; heldAction: BookingListProps['heldAction'] }) {
  const held = booking.status === 'held'
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
          <strong>{s.holdUntil(formatTime(booking.hold_expires_at))}</strong> {s.setMoveIn}
        </p>
      )}
      {held && heldAction?.(booking)}
      {booking.status === 'expired' && <p className={styles.expired}>{s.expiredHint}</p>}
      <dl className={styles.facts}>
        <div>
          <dt>{s.tenant}</dt>
          <dd>{booking.tenant_name}</dd>
        </div>
        <div>
          <dt>{s.moveIn}</dt>
          <dd>{booking.move_in_date ? formatDate(booking.move_in_date) : s.notSet}</dd>
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
            <dt>{listingWord(fee.name)}</dt>
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
    </article>
  )
}
