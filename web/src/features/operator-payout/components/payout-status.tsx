import type { PayoutAccount } from '@basera/contract/payout'
import { formatDate } from '../../../lib/format'
import { payoutStrings as t } from '../strings'
import table from '../../../components/data-table.module.css'
import styles from './payout-form.module.css'

const tone: Record<PayoutAccount['status'], string | undefined> = {
  activated: table.good,
  under_review: table.warn,
  needs_clarification: table.warn,
  suspended: table.bad,
}

/** The account on file as the gateway sees it: activation first, the details masked. */
export function PayoutStatus({ account }: { account: PayoutAccount | null }) {
  if (!account) {
    return (
      <section className={styles.status} aria-label={t.statusLabel}>
        <p>{t.none}</p>
      </section>
    )
  }
  return (
    <section className={styles.status} aria-label={t.statusLabel}>
      <p>
        {t.statusLabel}: <span className={`${table.badge} ${tone[account.status] ?? ''}`}>{t.statuses[account.status]}</span>
      </p>
      <p>{account.takes_payments ? t.takesPayments : t.takesRequests}</p>
      <dl className={styles.facts}>
        <dt>{t.legalName}</dt>
        <dd>{account.legal_name}</dd>
        <dt>{t.businessType}</dt>
        <dd>{t.businessTypes[account.business_type]}</dd>
        <dt>{t.pan}</dt>
        <dd>{account.pan}</dd>
        <dt>{t.accountNumber}</dt>
        <dd>{account.bank_account_number}</dd>
        <dt>{t.ifsc}</dt>
        <dd>{account.ifsc}</dd>
      </dl>
      <p className={table.muted}>{t.updated(formatDate(account.updated_at, 'en'))}</p>
    </section>
  )
}
