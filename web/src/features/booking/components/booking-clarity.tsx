import { Link } from 'react-router'
import type { Booking } from '@basera/contract/booking'
import { bookingListStrings } from '../list-strings'
import styles from './booking-list.module.css'
import { useStrings } from '../../../lib/i18n'
import { useTokenText } from './booking-token'

/** A map app's directions to the property: by coordinates when known, else by address. */
function directionsUrl(booking: Pick<Booking, 'latitude' | 'longitude' | 'address'>): string {
  const destination = booking.latitude !== null && booking.longitude !== null ? `${booking.latitude},${booking.longitude}` : booking.address
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
}

/** What a tenant asks after booking: which booking, where, on what terms, and what happens next. */
export function BookingClarity({ booking }: { booking: Booking }) {
  const s = useStrings(bookingListStrings)
  const steps = booking.status === 'held' || booking.status === 'requested' || booking.status === 'accepted' ? s.next[booking.status] : []
  const token = useTokenText(booking)
  return (
    <div className={styles.clarity} data-testid="booking-clarity">
      <dl className={styles.facts}>
        <div>
          <dt>{s.bookingId}</dt>
          <dd>#{booking.bookingId}</dd>
        </div>
      </dl>
      <div className={styles.place}>
        <h4>{s.address}</h4>
        <p>{booking.address}</p>
        <a href={directionsUrl(booking)} target="_blank" rel="noreferrer" className={styles.link}>
          {s.directions}
        </a>
      </div>
      {booking.property_contact_phone && (
        <div className={styles.place}>
          <h4>{s.contact}</h4>
          <p>{booking.property_contact_name}</p>
          <a href={`tel:+91${booking.property_contact_phone}`} className={styles.link}>
            {s.call(`+91 ${booking.property_contact_phone}`)}
          </a>
        </div>
      )}
      <div className={styles.place}>
        <h4>{s.terms}</h4>
        <ul className={styles.terms}>
          <li>{s.lockin(booking.lockin_months)}</li>
          <li>{s.agreement(booking.agreement_duration_months)}</li>
          <li>{s.notice(booking.notice_months)}</li>
        </ul>
      </div>
      {token && (
        <div className={styles.place}>
          <h4>{s.tokenTitle}</h4>
          <p>{s.tokenNote}</p>
          <Link to="/payments" className={styles.link}>
            {s.payments}
          </Link>
        </div>
      )}
      {steps.length > 0 && (
        <div className={styles.place}>
          <h4>{s.nextTitle}</h4>
          <ol className={styles.terms}>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      )}
      {booking.status === 'declined' && <p className={styles.expired}>{s.declinedHint}</p>}
      {booking.status === 'cancelled' && <p className={styles.expired}>{s.cancelledHint}</p>}
    </div>
  )
}
