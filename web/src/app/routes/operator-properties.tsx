import { Link } from 'react-router'
import { buttonClass } from '../../components/button'
import { EmptyState, ErrorState, Skeleton } from '../../components/states'
import { getErrorMessage } from '../../lib/api-client'
import { useOperatorSession } from '../../lib/operator-session'
import { useOperatorProperties } from '../../features/operator-properties/api/list-properties'
import { AttentionSummary } from '../../features/operator-properties/components/attention-summary'
import { PropertyList } from '../../features/operator-properties/components/property-list'
import { operatorPropertyStrings as t } from '../../features/operator-properties/strings'
import styles from './operator.module.css'

/** The console's home: what needs attention across the operator's properties, then the properties. */
export function OperatorPropertiesScreen() {
  const session = useOperatorSession()
  const properties = useOperatorProperties()
  const canAdd = session?.role !== 'manager'

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t.title}</h1>
        {canAdd && (
          <Link to="/operator/properties/new" className={buttonClass()}>
            {t.add}
          </Link>
        )}
      </div>
      {properties.isPending ? (
        <div role="status" aria-label={t.loading}>
          <Skeleton height={90} count={4} />
        </div>
      ) : properties.isError ? (
        <ErrorState message={getErrorMessage(properties.error)} onRetry={() => void properties.refetch()} />
      ) : properties.data.length === 0 ? (
        <EmptyState title={t.empty}>
          <p>{canAdd ? t.emptyBody : t.emptyManager}</p>
        </EmptyState>
      ) : (
        <>
          <AttentionSummary properties={properties.data} />
          <PropertyList properties={properties.data} />
        </>
      )}
    </>
  )
}
