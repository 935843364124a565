import { useSearchParams } from 'react-router'
import { todayInIndia } from '@basera/contract/dates'
import { DuesMonth } from '@basera/contract/operator-dues'
import { ListStates } from '../../components/states'
import { useOperatorMoney } from '../../features/operator-money/api/money'
import { DuesSection } from '../../features/operator-money/components/dues-section'
import { MoneyTable, MoneyTotals } from '../../features/operator-money/components/money-table'
import { moneyStrings as t } from '../../features/operator-money/strings'
import { DepositsSection } from '../../features/operator-deposits/components/deposits-section'
import { FilterBar, idParam, PropertyFilter } from './operator-filters'
import styles from './operator.module.css'

/** The tokens and rent of each booking, held, released, refunded and received. */
function BookingsMoney({ propertyId }: { propertyId: number | undefined }) {
  const money = useOperatorMoney({ property_id: propertyId })
  // a booking without a token, or whose token is not paid yet, moved no money: it would only be a row of zeros (a stay has rent, so it stays)
  const rows = money.data?.data.filter((row) => (row.token_status !== 'none' && row.token_status !== 'pending') || row.received > 0 || row.status === 'moved_in')
  return (
    <section className={styles.section} aria-labelledby="money-bookings">
      <h2 id="money-bookings" className={styles.sectionTitle}>{t.byBooking}</h2>
      {money.data && <MoneyTotals totals={money.data.totals} />}
      <ListStates query={money} items={rows} loadingLabel={t.loading} skeleton={{ height: 110, count: 2 }} emptyTitle={t.empty} emptyBody={t.emptyBody}>
        {(list) => <MoneyTable rows={list} />}
      </ListStates>
    </section>
  )
}

/** Money: the month's dues by property, each booking's tokens and rent, then the deposits held and their settlements; sections, one per part of the owner's money. */
export function OperatorMoneyScreen() {
  const [params, setParams] = useSearchParams()
  const propertyId = idParam(params, 'property_id')
  const thisMonth = todayInIndia().slice(0, 7)
  const asked = DuesMonth.safeParse(params.get('month'))
  const month = asked.success ? asked.data : thisMonth
  const setMonth = (next: string) =>
    setParams((old) => {
      const updated = new URLSearchParams(old)
      updated.set('month', next)
      return updated
    }, { replace: true })

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t.title}</h1>
      </div>
      <p className={styles.intro}>{t.intro}</p>
      <FilterBar>
        <PropertyFilter label={t.property} allLabel={t.allProperties} />
      </FilterBar>
      <DuesSection month={month} thisMonth={thisMonth} onMonthChange={setMonth} propertyId={propertyId} />
      <BookingsMoney propertyId={propertyId} />
      <DepositsSection propertyId={propertyId} />
    </>
  )
}
