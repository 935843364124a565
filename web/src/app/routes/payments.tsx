import { Link } from 'react-router'
import { buttonClass } from '../../components/button'
import { Header } from '../../components/header'
import { EmptyState, ErrorState, Skeleton } from '../../components/states'
import { useLeadPayments } from '../../features/payments/api/get-lead-payments'
import { PaymentList } from '../../features/payments/components/payment-list'
import { paymentStrings } from '../../features/payments/strings'
import { useStrings } from '../../lib/i18n'
import { useSession } from '../../lib/session'
import styles from './help.module.css'

/** The tenant's Payments: the same ledger the owner's Money screen reads. */
export function PaymentsScreen() {
  const t = useStrings(paymentStrings)
  const session = useSession()
  const payments = useLeadPayments(session?.leadId ?? 0)
  return (
    <>
      <Header back menu title={t.title} />
      <main className={styles.page}>
        <p className={styles.intro}>{t.intro}</p>
        {payments.isPending ? (
          <Skeleton height={96} count={3} />
        ) : payments.isError ? (
          <ErrorState onRetry={() => void payments.refetch()} />
        ) : payments.data.length === 0 ? (
          <EmptyState title={t.empty}>
            <p>{t.emptyBody}</p>
            <Link to="/bookings" className={buttonClass('outline')}>
              {t.myBooking}
            </Link>
          </EmptyState>
        ) : (
          <PaymentList payments={payments.data} />
        )}
      </main>
    </>
  )
}
