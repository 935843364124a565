import { useId, useState, type SubmitEvent } from 'react'
import { useSearchParams } from 'react-router'
import { moneyMessages } from '@basera/contract/payout'
import { Button } from '../../components/button'
import { ErrorState, Skeleton } from '../../components/states'
import { useOperatorSession } from '../../lib/operator-session'
import { getErrorMessage } from '../../lib/api-client'
import { usePayoutAccount } from '../../features/operator-payout/api/payout'
import { PayoutForm } from '../../features/operator-payout/components/payout-form'
import { PayoutStatus } from '../../features/operator-payout/components/payout-status'
import { payoutStrings as t } from '../../features/operator-payout/strings'
import { idParam } from './operator-filters'
import form from '../../components/form.module.css'
import styles from './operator.module.css'

/** An admin names the owner (`?owner=`); an owner's own account needs nothing. */
function OwnerPicker({ owner }: { owner: number | undefined }) {
  const [, setParams] = useSearchParams()
  const [value, setValue] = useState(owner ? String(owner) : '')
  const id = useId()
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    setParams(value ? { owner: value } : {}, { replace: true })
  }
  return (
    <form className={styles.filters} onSubmit={onSubmit}>
      <label htmlFor={id}>
        {t.ownerLabel}
        <input id={id} className={form.input} inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))} aria-describedby={`${id}-hint`} />
      </label>
      <Button type="submit" variant="outline">
        {t.show}
      </Button>
      <p id={`${id}-hint`} className={form.hint}>
        {t.ownerHint}
      </p>
    </form>
  )
}

/** The payout account: owners their own, admins any owner's; managers never (the server says so too). */
export function OperatorPayoutScreen() {
  const session = useOperatorSession()
  const [params] = useSearchParams()
  const isAdmin = session?.role === 'admin'
  const owner = isAdmin ? idParam(params, 'owner') : undefined
  const allowed = session?.role === 'owner' || (isAdmin && owner !== undefined)
  const account = usePayoutAccount({ owner_operator_id: owner }, allowed)

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t.title}</h1>
      </div>
      <p className={styles.intro}>{t.intro}</p>
      {session?.role === 'manager' ? (
        <p className={styles.muted}>{moneyMessages.payoutOwnersOnly}</p>
      ) : (
        <>
          {isAdmin && <OwnerPicker owner={owner} />}
          {!allowed ? null : account.isPending ? (
            <div role="status" aria-label={t.loading}>
              <Skeleton height={220} />
            </div>
          ) : account.isError ? (
            <ErrorState message={getErrorMessage(account.error)} onRetry={() => void account.refetch()} />
          ) : (
            <>
              <PayoutStatus account={account.data.data} />
              <PayoutForm key={`${owner ?? 'own'}-${account.data.data?.updated_at ?? 'new'}`} account={account.data.data} ownerOperatorId={owner} />
            </>
          )}
        </>
      )}
    </>
  )
}
