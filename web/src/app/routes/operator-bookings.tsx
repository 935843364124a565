import { useSearchParams } from 'react-router'
import { BOOKING_STATUSES } from '@basera/contract/booking'
import { ListStates } from '../../components/states'
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
      <ListStates query={bookings} items={bookings.data} loadingLabel={t.loading} skeleton={{ height: 110, count: 3 }} emptyTitle={t.empty} emptyBody={filtered ? t.emptyFiltered : t.emptyAll}>
        {(list) => <BookingInbox bookings={list} />}
      </ListStates>
    </>
  )
}
