import type { TeamMember } from '@basera/contract/operator'
import { formatDate } from '../../../lib/format'
import { teamStrings as t } from '../strings'
import table from '../../../components/data-table.module.css'
import { PhoneLink } from '../../../components/phone-link'
import { MemberActions } from './member-actions'
import type { PickableProperty } from './property-picker'

interface TeamListProps {
  members: readonly TeamMember[]
  /** The caller's properties (an owner or admin changes and removes managers); null: the caller changes nobody. */
  properties: readonly PickableProperty[] | null
}

/** Who runs what: names, numbers, roles, how many properties each may act on; a manager changed or removed. */
export function TeamList({ members, properties }: TeamListProps) {
  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">{t.columns.name}</th>
          <th scope="col">{t.columns.phone}</th>
          <th scope="col">{t.columns.role}</th>
          <th scope="col">{t.columns.properties}</th>
          <th scope="col">{t.columns.since}</th>
          {properties && <th scope="col">{t.actions}</th>}
        </tr>
      </thead>
      <tbody>
        {members.map((m) => (
          <tr key={m.operator_id}>
            <td className={table.strong}>{m.name}</td>
            <td data-label={t.columns.phone}>
              <PhoneLink phone={m.phone} />
            </td>
            <td data-label={t.columns.role}>
              <span className={`${table.badge} ${m.role === 'manager' ? '' : table.info}`}>{t.roles[m.role]}</span>
            </td>
            <td data-label={t.columns.properties}>{m.role === 'admin' ? t.everyProperty : t.propertyCount(m.property_ids.length)}</td>
            <td data-label={t.columns.since} className={table.muted}>
              {formatDate(m.created_at, 'en')}
            </td>
            {properties && <td data-label={t.actions}>{m.role === 'manager' && <MemberActions member={m} properties={properties} />}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
