import { useSearchParams } from 'react-router'
import { ListStates } from '../../components/states'
import { useOperatorRequests } from '../../features/operator-requests/api/requests'
import { RequestInbox } from '../../features/operator-requests/components/request-inbox'
import { requestInboxStrings as t } from '../../features/operator-requests/strings'
import { FilterBar, idParam, PropertyFilter, UrlFilter } from './operator-filters'
import styles from './operator.module.css'

/** Callbacks and interest requests, open or handled, by property, through the URL. */
export function OperatorRequestsScreen() {
  const [params] = useSearchParams()
  const handled = params.get('handled')
  const filters = { handled: handled === 'true' ? ('true' as const) : handled === 'false' ? ('false' as const) : undefined, property_id: idParam(params, 'property_id') }
  const requests = useOperatorRequests(filters)
  const filtered = filters.handled !== undefined || filters.property_id !== undefined

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t.title}</h1>
      </div>
      <FilterBar>
        <UrlFilter name="handled" label={t.state} allLabel={t.all} options={[{ value: 'false', label: t.open }, { value: 'true', label: t.handled }]} />
        <PropertyFilter label={t.property} allLabel={t.allProperties} />
      </FilterBar>
      <ListStates query={requests} items={requests.data} loadingLabel={t.loading} skeleton={{ height: 100, count: 3 }} emptyTitle={t.empty} emptyBody={filtered ? t.emptyFiltered : t.emptyAll}>
        {(list) => <RequestInbox requests={list} />}
      </ListStates>
    </>
  )
}
