import { Link } from 'react-router'
import { todayInIndia } from '@basera/contract/dates'
import { formatDate } from '../../lib/format'
import { useSession } from '../../lib/session'
import { useBookings } from '../../features/booking/api/get-bookings'
import { bookingListStrings } from '../../features/booking/list-strings'
import { homeStrings } from '../../features/home/strings'
import { useVisits } from '../../features/visits/api/get-visits'
import { visitStrings } from '../../features/visits/strings'
import styles from './home-next-up.module.css'
import { useLanguage, useStrings } from '../../lib/i18n'

const LIVE = new Set(['held', 'requested', 'accepted'])

/** The signed-in lead's current booking and next visit, first thing on Home. */
export function HomeNextUp() {
  const session = useSession()
  return session ? <NextUp leadId={session.leadId} /> : null
}

function NextUp({ leadId }: { leadId: number }) {
  const language = useLanguage()
  const t = useStrings(homeStrings)
  const bookingListText = useStrings(bookingListStrings)
  const visitText = useStrings(visitStrings)
  const bookings = useBookings(leadId)
  const visits = useVisits(leadId)
  const booking = bookings.data?.data.find((b) => LIVE.has(b.status))
  const today = todayInIndia()
  const visit = visits.data?.data
    .filter((v) => v.status !== 'cancelled' && v.visit_date >= today)
    .sort((a, b) => a.visit_date.localeCompare(b.visit_date))[0]
  if (!booking && !visit) return null
  return (
    <section className={styles.nextUp} aria-label={t.nextUp}>
      {booking && (
        <Link to="/bookings" className={styles.card} data-testid="home-booking">
          <span className={styles.kicker}>{t.yourBooking}</span>
          <strong>{booking.property_name}</strong>
          <span>
            {bookingListText.status[booking.status]} ·{' '}
            {booking.move_in_date ? t.moveInOn(formatDate(booking.move_in_date, language)) : bookingListText.setMoveInButton}
          </span>
        </Link>
      )}
      {visit && (
        <Link to="/my-properties?tab=visits" className={styles.card} data-testid="home-visit">
          <span className={styles.kicker}>{t.nextVisit}</span>
          <strong>{visit.property.property_name}</strong>
          <span>{visitText.confirmedWhen(formatDate(visit.visit_date, language), visitText.slots[visit.visit_slot], visitText.slotHours[visit.visit_slot])}</span>
        </Link>
      )}
    </section>
  )
}
