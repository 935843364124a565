import { useSearchParams } from 'react-router'
import { EmptyState, ErrorState, Skeleton } from '../../components/states'
import { getErrorMessage } from '../../lib/api-client'
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
      {requests.isPending ? (
        <div role="status" aria-label={t.loading}>
          <Skeleton height={100} count={3} />
        </div>
      ) : requests.isError ? (
        <ErrorState message={getErrorMessage(requests.error)} onRetry={() => void requests.refetch()} />
      ) : requests.data.length === 0 ? (
        <EmptyState title={t.empty}>
          <p>{filtered ? t.emptyFiltered : t.emptyAll}</p>
        </EmptyState>
      ) : (
        <RequestInbox requests={requests.data} />
      )}
    </>
  )
}
