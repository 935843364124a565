import { useSearchParams } from 'react-router'
import { ListStates } from '../../components/states'
import { useOperatorMoney } from '../../features/operator-money/api/money'
import { MoneyTable, MoneyTotals } from '../../features/operator-money/components/money-table'
import { moneyStrings as t } from '../../features/operator-money/strings'
import { DepositsSection } from '../../features/operator-deposits/components/deposits-section'
import { FilterBar, idParam, PropertyFilter } from './operator-filters'
import styles from './operator.module.css'

/** Money: the tokens of the operator's bookings, held, released and refunded, per property and booking. */
export function OperatorMoneyScreen() {
  const [params] = useSearchParams()
  const filters = { property_id: idParam(params, 'property_id') }
  const money = useOperatorMoney(filters)
  // a booking without a token, or whose token is not paid yet, moved no money: it would only be a row of zeros (a stay has rent, so it stays)
  const rows = money.data?.data.filter((row) => (row.token_status !== 'none' && row.token_status !== 'pending') || row.received > 0 || row.status === 'moved_in')

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t.title}</h1>
      </div>
      <p className={styles.intro}>{t.intro}</p>
      <FilterBar>
        <PropertyFilter label={t.property} allLabel={t.allProperties} />
      </FilterBar>
      {money.data && <MoneyTotals totals={money.data.totals} />}
      <ListStates query={money} items={rows} loadingLabel={t.loading} skeleton={{ height: 110, count: 2 }} emptyTitle={t.empty} emptyBody={t.emptyBody}>
        {(list) => <MoneyTable rows={list} />}
      </ListStates>
      <DepositsSection propertyId={filters.property_id} />
    </>
  )
}
