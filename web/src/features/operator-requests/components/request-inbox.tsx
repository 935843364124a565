import type { OperatorRequest } from '@basera/contract/operator'
import { Button } from '../../../components/button'
import { toastOutcome } from '../../../components/toast'
import { formatDate } from '../../../lib/format'
import { useMarkHandled } from '../api/requests'
import { requestInboxStrings as t } from '../strings'
import table from '../../../components/data-table.module.css'
import { PhoneLink } from '../../../components/phone-link'

/** Callbacks and interest requests with their purpose; each marked handled once someone has called back. */
export function RequestInbox({ requests }: { requests: readonly OperatorRequest[] }) {
  const handle = useMarkHandled()
  const name = (r: OperatorRequest) => r.tenant_name ?? t.unnamed
  return (
    <table className={table.table}>
      <thead>
        <tr>
          <th scope="col">{t.columns.tenant}</th>
          <th scope="col">{t.columns.about}</th>
          <th scope="col">{t.columns.purpose}</th>
          <th scope="col">{t.columns.state}</th>
          <th scope="col">{t.columns.actions}</th>
        </tr>
      </thead>
      <tbody>
        {requests.map((r) => (
          <tr key={`${r.kind}-${r.request_id}`}>
            <td>
              <div className={table.strong}>{name(r)}</div>
              <PhoneLink phone={r.tenant_phone} />
              <div className={table.muted}>{t.askedOn(formatDate(r.created_at, 'en'))}</div>
            </td>
            <td data-label={t.columns.about}>
              <span className={`${table.badge} ${table.info}`}>{t.kinds[r.kind]}</span>
              <div>{r.property_label ?? r.service_name ?? t.general}</div>
            </td>
            <td data-label={t.columns.purpose}>{r.purpose}</td>
            <td data-label={t.columns.state}>
              {r.handled_at ? (
                <span className={`${table.badge} ${table.good}`}>{r.handled_by_name ? t.handledBy(r.handled_by_name, formatDate(r.handled_at, 'en')) : t.handledOn(formatDate(r.handled_at, 'en'))}</span>
              ) : (
                <span className={`${table.badge} ${table.warn}`}>{t.openBadge}</span>
              )}
            </td>
            <td>
              {!r.handled_at && (
                <div className={table.actions}>
                  <Button
                    variant="outline"
                    busy={handle.isPending && handle.variables === r.request_id}
                    aria-label={t.markHandledLabel(name(r))}
                    onClick={() => handle.mutate(r.request_id, toastOutcome)}
                  >
                    {t.markHandled}
                  </Button>
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
