import { useSearchParams } from 'react-router'
import { BOOKING_STATUSES } from '@basera/contract/booking'
import { EmptyState, ErrorState, Skeleton } from '../../components/states'
import { getErrorMessage } from '../../lib/api-client'
import { useOperatorBookings } from '../../features/operator-bookings/api/bookings'
import { BookingInbox } from '../../features/operator-bookings/components/booking-inbox'
import { bookingInboxStrings as t } from '../../features/operator-bookings/strings'
import { FilterBar, idParam, oneOfParam, PropertyFilter, UrlFilter } from './operator-filters'
import styles from './operator.module.css'


/** The bookings inbox, filtered by status and property through the URL. */
export function OperatorBookingsScreen() {
  const [params] = useSearchParams()
  const filters = { status: oneOfParam(params, 'status', BOOKING_STATUSES), property_id: idParam(params, 'property_id') }
  const bookings = useOperatorBookings(filters)
  const filtered = filters.status !== undefined || filters.property_id !== undefined

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t.title}</h1>
      </div>
      <FilterBar>
        <UrlFilter name="status" label={t.status} allLabel={t.allStatuses} options={BOOKING_STATUSES.map((s) => ({ value: s, label: t.statuses[s] }))} />
        <PropertyFilter label={t.property} allLabel={t.allProperties} />
      </FilterBar>
      {bookings.isPending ? (
        <div role="status" aria-label={t.loading}>
          <Skeleton height={110} count={3} />
        </div>
      ) : bookings.isError ? (
        <ErrorState message={getErrorMessage(bookings.error)} onRetry={() => void bookings.refetch()} />
      ) : bookings.data.length === 0 ? (
        <EmptyState title={t.empty}>
          <p>{filtered ? t.emptyFiltered : t.emptyAll}</p>
        </EmptyState>
      ) : (
        <BookingInbox bookings={bookings.data} />
      )}
    </>
  )
}
