import { useSearchParams } from 'react-router'
import { VISIT_STATUSES } from '@basera/contract/engagement'
import { ListStates } from '../../components/states'
import { useOperatorVisits } from '../../features/operator-visits/api/visits'
import { VisitInbox } from '../../features/operator-visits/components/visit-inbox'
import { visitInboxStrings as t } from '../../features/operator-visits/strings'
import { FilterBar, idParam, oneOfParam, PropertyFilter, UrlFilter } from './operator-filters'
import styles from './operator.module.css'


/** Visit requests, filtered by status and property through the URL. */
export function OperatorVisitsScreen() {
  const [params] = useSearchParams()
  const filters = { status: oneOfParam(params, 'status', VISIT_STATUSES), property_id: idParam(params, 'property_id') }
  const visits = useOperatorVisits(filters)
  const filtered = filters.status !== undefined || filters.property_id !== undefined

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t.title}</h1>
      </div>
      <FilterBar>
        <UrlFilter name="status" label={t.status} allLabel={t.allStatuses} options={VISIT_STATUSES.map((s) => ({ value: s, label: t.statuses[s] }))} />
        <PropertyFilter label={t.property} allLabel={t.allProperties} />
      </FilterBar>
      <ListStates query={visits} items={visits.data} loadingLabel={t.loading} skeleton={{ height: 100, count: 3 }} emptyTitle={t.empty} emptyBody={filtered ? t.emptyFiltered : t.emptyAll}>
        {(list) => <VisitInbox visits={list} />}
      </ListStates>
    </>
  )
}
