import { Link } from 'react-router'
import { messages } from '@basera/contract/messages'
import { buttonClass } from '../../components/button'
import { Header } from '../../components/header'
import { EmptyState, ErrorState, Skeleton } from '../../components/states'
import { useBookings } from '../../features/booking/api/get-bookings'
import { BookingList } from '../../features/booking/components/booking-list'
import { bookingListStrings } from '../../features/booking/list-strings'
import { PushOffer } from '../../features/push/components/push-offer'
import { useSession } from '../../lib/session'
import { renderBookingActions } from './booking-actions'
import styles from './help.module.css'
import { useStrings } from '../../lib/i18n'

export function BookingsScreen() {
  const bookingListText = useStrings(bookingListStrings)
  const messageText = useStrings(messages)
  const session = useSession()
  const bookings = useBookings(session?.leadId ?? 0)
  return (
    <>
      <Header back menu title={bookingListText.title} />
      <main className={styles.page}>
        {bookings.isPending ? (
          <Skeleton height={220} count={2} />
        ) : bookings.isError ? (
          <ErrorState onRetry={() => void bookings.refetch()} />
        ) : bookings.data.data.length === 0 ? (
          <EmptyState title={messageText.noBookings}>
            <Link to="/localities" className={buttonClass()}>
              {bookingListText.browse}
            </Link>
          </EmptyState>
        ) : (
          <>
            {/* right after a request went to the owner: the moment that explains why notifications help */}
            {session && bookings.data.data.some((b) => b.status === 'requested') && <PushOffer audience={{ kind: 'tenant', leadId: session.leadId }} />}
            <BookingList bookings={bookings.data.data} actions={renderBookingActions} />
          </>
        )}
      </main>
    </>
  )
}
