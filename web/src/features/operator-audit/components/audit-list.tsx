import type { AuditEntry } from '@basera/contract/operator'
import { formatDate, formatTime } from '../../../lib/format'
import { auditStrings as t } from '../strings'
import table from '../../../components/data-table.module.css'

/** The audit log's entries, each the server's sentence (₹, IST dates, names and the statuses the screens use). */
export function AuditList({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">{t.columns.when}</th>
          <th scope="col">{t.columns.property}</th>
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
            <td data-label={t.columns.property} className={table.strong}>
              {e.property_label ?? t.none}
            </td>
            <td data-label={t.columns.change}>{e.sentence}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
