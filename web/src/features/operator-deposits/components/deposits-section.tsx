import { useState } from 'react'
import type { OperatorDeposit } from '@basera/contract/leaving'
import { Button } from '../../../components/button'
import { ListStates } from '../../../components/states'
import { formatDate, formatRupees } from '../../../lib/format'
import { useOperatorDeposits } from '../api/deposits'
import { depositStrings as t } from '../strings'
import { RefundDialog, SettleDialog } from './settle-dialog'
import table from '../../../components/data-table.module.css'
import styles from './deposits.module.css'

const date = (d: string) => formatDate(d, 'en')

/** The refund clock: back by the date, red once overdue, or when it was refunded. */
function Clock({ row }: { row: OperatorDeposit }) {
  const s = row.settlement
  if (!s) return <span className={table.muted}>—</span>
  if (s.refund_status === 'processed') return <span>{t.refundedOn(date(s.refunded_at ?? s.refund_due_by))}</span>
  return s.overdue ? <span className={styles.overdue}>{t.overdue(date(s.refund_due_by))}</span> : <span>{t.backBy(date(s.refund_due_by))}</span>
}

/** The Money screen's deposits: what each moved-in tenant's deposit is, its settlement, and the refund clock. */
export function DepositsSection({ propertyId }: { propertyId?: number | undefined }) {
  const deposits = useOperatorDeposits(propertyId)
  const [settling, setSettling] = useState<OperatorDeposit | null>(null)
  const [revising, setRevising] = useState<OperatorDeposit | null>(null)
  const [refunding, setRefunding] = useState<OperatorDeposit | null>(null)
  return (
    <section className={styles.section} aria-labelledby="deposits-heading">
      <h2 id="deposits-heading" className={styles.title}>{t.title}</h2>
      <p className={styles.intro}>{t.intro}</p>
      {settling && <SettleDialog row={settling} onClose={() => setSettling(null)} />}
      {revising && <SettleDialog row={revising} revise onClose={() => setRevising(null)} />}
      {refunding && <RefundDialog row={refunding} onClose={() => setRefunding(null)} />}
      <ListStates query={deposits} items={deposits.data} loadingLabel={t.loading} skeleton={{ height: 90, count: 1 }} emptyTitle={t.empty} emptyBody={t.emptyBody}>
        {(rows) => (
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t.columns.tenant}</th>
                <th scope="col">{t.columns.deposit}</th>
                <th scope="col">{t.columns.notice}</th>
                <th scope="col">{t.columns.settlement}</th>
                <th scope="col">{t.columns.refund}</th>
                <th scope="col">{t.columns.clock}</th>
                <th scope="col"><span className={styles.hidden}>{t.settle}</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const s = row.settlement
                return (
                  <tr key={row.bookingId}>
                    <td>
                      <div className={table.strong}>{row.tenant_name}</div>
                      <div className={table.muted}>{row.property_name} · {t.bookingNumber(row.bookingId)}</div>
                    </td>
                    <td data-label={t.columns.deposit}>{formatRupees(row.deposit)}</td>
                    <td data-label={t.columns.notice}>{row.notice_last_day ? t.lastDay(date(row.notice_last_day)) : <span className={table.muted}>{t.noNotice}</span>}</td>
                    <td data-label={t.columns.settlement}>
                      {s ? (
                        <>
                          <div>{t.statuses[s.status]}</div>
                          {s.dispute_reason && <div className={table.muted}>{t.disputeReason(s.dispute_reason)}</div>}
                          {s.revised_at && <div className={table.muted}>{t.revisedOn(date(s.revised_at))}</div>}
                        </>
                      ) : <span className={table.muted}>{t.notSettled}</span>}
                    </td>
                    <td data-label={t.columns.refund}>
                      {s ? (
                        <>
                          <div>{formatRupees(s.refund_amount)}</div>
                          <div className={table.muted}>{t.refundStatuses[s.refund_status]}</div>
                        </>
                      ) : '—'}
                    </td>
                    <td data-label={t.columns.clock}><Clock row={row} /></td>
                    <td className={table.actions}>
                      {!s && row.booking_status === 'moved_in' && (
                        <Button variant="outline" onClick={() => setSettling(row)} aria-label={t.settleFor(row.tenant_name)}>{t.settle}</Button>
                      )}
                      {s?.status === 'disputed' && (
                        <Button variant="outline" onClick={() => setRevising(row)} aria-label={t.reviseFor(row.tenant_name)}>{t.revise}</Button>
                      )}
                      {s?.refund_via === 'offline' && s.refund_status === 'pending' && (
                        <Button variant="outline" onClick={() => setRefunding(row)} aria-label={t.recordRefundFor(row.tenant_name)}>{t.recordRefund}</Button>
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        )}
      </ListStates>
    </section>
  )
}
