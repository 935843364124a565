import type { AuditEntry } from '@basera/contract/operator'
import { formatDate, formatTime } from '../../../lib/format'
import { auditStrings as t } from '../strings'
import table from '../../../components/data-table.module.css'
import styles from './audit-list.module.css'

/** A before or after value as a person reads it: text and numbers as they are, a record as `key: value` pairs. */
function show(value: unknown): string {
  if (value === null || value === undefined) return t.none
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${show(inner)}`)
      .join(', ')
  }
  return JSON.stringify(value)
}

/** The audit log's entries; `propertyName` names a property the operator has (else its number). */
export function AuditList({ entries, propertyName }: { entries: readonly AuditEntry[]; propertyName: (id: number) => string | undefined }) {
  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">{t.columns.when}</th>
          <th scope="col">{t.columns.who}</th>
          <th scope="col">{t.columns.what}</th>
          <th scope="col">{t.columns.change}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.audit_id}>
            <td className={table.muted}>
              <time dateTime={e.at}>
                {formatDate(e.at, 'en')}, {formatTime(e.at)}
              </time>
            </td>
            <td data-label={t.columns.who} className={table.strong}>
              {e.operator_name}
            </td>
            <td data-label={t.columns.what}>
              <div>{t.entity(t.entities[e.entity], e.entity_id)}</div>
              {e.property_id !== null && e.entity !== 'property' && <div className={table.muted}>{propertyName(e.property_id) ?? t.onProperty(e.property_id)}</div>}
            </td>
            <td data-label={t.columns.change}>
              <code className={styles.field}>{e.action}</code>{' '}
              <span className={table.muted}>{t.from}</span> <span className={styles.value}>{show(e.before)}</span> <span className={table.muted}>{t.to}</span>{' '}
              <span className={styles.value}>{show(e.after)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
