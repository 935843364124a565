import { Link, useSearchParams } from 'react-router'
import { Header } from '../../components/header'
import { ListStates } from '../../components/states'
import { AutopayCards } from '../../features/autopay/components/autopay-card'
import { useRentDues } from '../../features/pay-rent/api/rent-dues'
import { DuesList } from '../../features/pay-rent/components/dues-list'
import { payRentStrings } from '../../features/pay-rent/strings'
import { leavingStrings } from '../../features/leaving/strings'
import { useStrings } from '../../lib/i18n'
import { useSession } from '../../lib/session'
import styles from './pay-rent.module.css'

// The spec's Pay Rent (/profile/payrent, /profile/my-wishlist lead here): the tenant's own dues, prefilled by the
// server, each paid through the gateway's checkout; paid ones keep their receipt.
export function PayRentScreen() {
  const s = useStrings(payRentStrings)
  const leaving = useStrings(leavingStrings)
  const leadId = useSession()?.leadId ?? 0
  const dues = useRentDues(leadId)
  const [params] = useSearchParams()
  const chosenDueId = Number(params.get('due')) || undefined
  return (
    <>
      <Header back menu title={s.title} />
      <main className={styles.page}>
        <p className={styles.intro}>{s.intro}</p>
        <AutopayCards bookingIds={(dues.data ?? []).map((d) => d.bookingId)} />
        <ListStates query={dues} items={dues.data} loadingLabel={s.loading} skeleton={{ height: 220, count: 2 }} emptyTitle={s.empty} emptyBody={s.emptyBody}>
          {(items) => <DuesList dues={items} chosenDueId={chosenDueId} />}
        </ListStates>
        <Link className={styles.leavingLink} to="/leaving">{leaving.payRentLink}</Link>
      </main>
    </>
  )
}
