import { Link } from 'react-router'
import { buttonClass } from '../../components/button'
import { ListStates } from '../../components/states'
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
      <ListStates query={properties} items={properties.data} loadingLabel={t.loading} skeleton={{ height: 90, count: 4 }} emptyTitle={t.empty} emptyBody={canAdd ? t.emptyBody : t.emptyManager}>
        {(list) => (
          <>
            <AttentionSummary properties={list} />
            <PropertyList properties={list} />
          </>
        )}
      </ListStates>
    </>
  )
}
