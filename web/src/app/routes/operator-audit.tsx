import { Link, useSearchParams } from 'react-router'
import { buttonClass } from '../../components/button'
import { ListStates } from '../../components/states'
import { AUDIT_PAGE, useAuditLog } from '../../features/operator-audit/api/audit'
import { AuditList } from '../../features/operator-audit/components/audit-list'
import { auditStrings as t } from '../../features/operator-audit/strings'
import { FilterBar, idParam, PropertyFilter } from './operator-filters'
import styles from './operator.module.css'

/** The audit log, for all of the operator's properties or one (`?property_id=`). */
export function OperatorAuditScreen() {
  const [params] = useSearchParams()
  const propertyId = idParam(params, 'property_id')
  const beforeId = idParam(params, 'before_id')
  const audit = useAuditLog({ propertyId, beforeId })
  const entries = audit.data ?? []
  // the page is in the URL (`?before_id=`): a reload or a shared link shows the same entries
  const pageLink = (before: number | undefined) => {
    const next = new URLSearchParams(params)
    if (before) next.set('before_id', String(before))
    else next.delete('before_id')
    return `?${next.toString()}`
  }
  const lastId = entries.at(-1)?.audit_id

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t.title}</h1>
      </div>
      <p className={styles.muted}>{t.intro}</p>
      <FilterBar>
        <PropertyFilter label={t.property} allLabel={t.allProperties} />
      </FilterBar>
      <ListStates query={audit} items={entries} loadingLabel={t.loading} skeleton={{ height: 60, count: 5 }} emptyTitle={t.empty} emptyBody={t.emptyBody}>
        {() => (
          <>
            <AuditList entries={entries} />
            <div className={styles.pager}>
              {beforeId && (
                <Link to={pageLink(undefined)} className={buttonClass('ghost')}>
                  {t.newest}
                </Link>
              )}
              {entries.length === AUDIT_PAGE && lastId ? (
                <Link to={pageLink(lastId)} className={buttonClass('outline')}>
                  {t.more}
                </Link>
              ) : (
                <p className={styles.muted}>{t.end}</p>
              )}
            </div>
          </>
        )}
      </ListStates>
    </>
  )
}
