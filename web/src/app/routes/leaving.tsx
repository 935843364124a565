import { Header } from '../../components/header'
import { ListStates } from '../../components/states'
import { useBookings } from '../../features/booking/api/get-bookings'
import { LeavingCard } from '../../features/leaving/components/leaving-card'
import { leavingStrings } from '../../features/leaving/strings'
import { useStrings } from '../../lib/i18n'
import { useSession } from '../../lib/session'
import styles from './pay-rent.module.css'

const STAYS: ReadonlySet<string> = new Set(['accepted', 'moved_in', 'moved_out'])

// Leaving (PRODUCT.md "Money"): for each accepted, moved-in or moved-out stay, notice and the deposit's settlement.
export function LeavingScreen() {
  const s = useStrings(leavingStrings)
  const leadId = useSession()?.leadId ?? 0
  const bookings = useBookings(leadId)
  const stays = bookings.data?.data.filter((b) => STAYS.has(b.status))
  return (
    <>
      <Header back menu title={s.title} />
      <main className={styles.page}>
        <p className={styles.intro}>{s.intro}</p>
        <ListStates query={bookings} items={stays} loadingLabel={s.loading} skeleton={{ height: 220, count: 1 }} emptyTitle={s.empty} emptyBody={s.emptyBody}>
          {(items) => (
            <ul className={styles.stays}>
              {items.map((b) => <LeavingCard key={b.bookingId} bookingId={b.bookingId} propertyName={b.property_name} status={b.status} />)}
            </ul>
          )}
        </ListStates>
      </main>
    </>
  )
}
