import { useId, useState } from 'react'
import { AGEING_BUCKETS, type DuesPropertySummary, type OperatorDueRow, type OperatorDuesMonthReply } from '@basera/contract/operator-dues'
import { Button } from '../../../components/button'
import { ListStates } from '../../../components/states'
import { toast } from '../../../components/toast'
import { getErrorMessage } from '../../../lib/api-client'
import { formatDate, formatMonth, formatRupees } from '../../../lib/format'
import { downloadDuesCsv, useOperatorDuesMonth } from '../api/dues'
import { moneyStrings } from '../strings'
import table from '../../../components/data-table.module.css'
import money from './money-table.module.css'
import styles from './dues-section.module.css'

const t = moneyStrings.dues

/** `YYYY-MM` `offset` months from `month`. */
export function shiftMonth(month: string, offset: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const index = y * 12 + (m - 1) + offset
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** The months a reader picks from: next month back to two years ago (and the one shown, if older). */
function monthOptions(current: string, shown: string): string[] {
  const months = Array.from({ length: 26 }, (_, i) => shiftMonth(current, 1 - i))
  return months.includes(shown) ? months : [...months, shown]
}

type Sums = Omit<DuesPropertySummary, 'property_id' | 'property_label'>

/** Expected, received, outstanding and late for the month; how long the late ones have waited. */
function DuesTotals({ totals, count }: { totals: Sums; count: number }) {
  const lateAmount = AGEING_BUCKETS.reduce((n, b) => n + totals.ageing[b].amount, 0)
  const items = [
    { key: 'expected', label: t.expected, amount: formatRupees(totals.expected), hint: t.expectedHint(count) },
    { key: 'received', label: t.received, amount: formatRupees(totals.received_online + totals.received_offline), hint: t.receivedHint(formatRupees(totals.received_online), formatRupees(totals.received_offline)) },
    { key: 'outstanding', label: t.outstanding, amount: formatRupees(totals.outstanding), hint: t.outstandingHint },
    { key: 'late', label: t.late, amount: String(totals.late_count), hint: t.lateHint(formatRupees(lateAmount)) },
  ]
  return (
    <>
      <dl className={`${money.totals} ${styles.totals}`} aria-label={t.totals}>
        {items.map((item) => (
          <div key={item.key} className={`${money.total} ${item.key === 'late' && totals.late_count > 0 ? styles.lateCard : ''}`}>
            <dt>{item.label}</dt>
            <dd>{item.amount}</dd>
            <small>{item.hint}</small>
          </div>
        ))}
      </dl>
      {totals.late_count > 0 && (
        <dl className={styles.ageing} aria-label={t.ageing}>
          <dt>{t.ageing}</dt>
          {AGEING_BUCKETS.map((b) => (
            <dd key={b}>
              <span className={styles.bucket}>{t.buckets[b]}</span> {t.bucketAmount(formatRupees(totals.ageing[b].amount), totals.ageing[b].count)}
            </dd>
          ))}
        </dl>
      )}
    </>
  )
}

function StatusChip({ row }: { row: OperatorDueRow }) {
  if (row.status === 'paid') return <span className={`${table.badge} ${table.good}`}>{t.statuses.paid}</span>
  if (row.status === 'late') return <span className={`${table.badge} ${table.bad}`}>{t.daysLate(row.days_late)}</span>
  return <span className={table.badge}>{t.statuses.open}</span>
}

function Payment({ row }: { row: OperatorDueRow }) {
  if (row.status !== 'paid' || !row.paid_via) return <span className={table.muted}>{t.notPaid}</span>
  return (
    <>
      <div>
        {moneyStrings.paidVia[row.paid_via]}
        {row.paid_on && ` ${t.paidOn(formatDate(row.paid_on, 'en'))}`}
      </div>
      {row.utr && <div className={styles.utr}>{t.utr(row.utr)}</div>}
      {row.receipt_no && <div className={table.muted}>{t.receipt(row.receipt_no)}</div>}
    </>
  )
}

/** One property's dues of the month, with its own sums. */
function PropertyDues({ summary, rows }: { summary: DuesPropertySummary; rows: readonly OperatorDueRow[] }) {
  return (
    <section className={money.property} aria-label={summary.property_label}>
      <h3 className={money.propertyName}>{summary.property_label}</h3>
      <p className={styles.propertySums}>
        {t.propertySums(formatRupees(summary.expected), formatRupees(summary.received_online + summary.received_offline), formatRupees(summary.outstanding))}
      </p>
      <table className={table.table}>
        <thead>
          <tr>
            <th scope="col">{t.columns.tenant}</th>
            <th scope="col">{t.columns.period}</th>
            <th scope="col">{t.columns.dueDate}</th>
            <th scope="col" className={money.num}>{t.columns.total}</th>
            <th scope="col">{t.columns.status}</th>
            <th scope="col">{t.columns.payment}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.due_id} aria-label={`${row.tenant_name}, ${formatMonth(row.due_date, 'en')}`}>
              <td>
                <div className={table.strong}>{row.tenant_name}</div>
                <div className={table.muted}>{row.room}</div>
              </td>
              <td data-label={t.columns.period}>{formatDate(row.period_start, 'en')} – {formatDate(row.period_end, 'en')}</td>
              <td data-label={t.columns.dueDate}>{formatDate(row.due_date, 'en')}</td>
              <td data-label={t.columns.total} className={money.num}>{formatRupees(row.total)}</td>
              <td data-label={t.columns.status}><StatusChip row={row} /></td>
              <td data-label={t.columns.payment}><Payment row={row} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

function DuesList({ reply }: { reply: OperatorDuesMonthReply }) {
  return (
    <>
      {reply.summary.map((summary) => (
        <PropertyDues key={summary.property_id} summary={summary} rows={reply.data.filter((r) => r.property_id === summary.property_id)} />
      ))}
    </>
  )
}

interface DuesSectionProps {
  /** `YYYY-MM`. */
  month: string
  /** This month in India, `YYYY-MM`: the month picker runs around it. */
  thisMonth: string
  onMonthChange: (month: string) => void
  propertyId?: number | undefined
}

/** The Money screen's dues: a month's dues by property, its sums and ageing, and the month as a CSV file. */
export function DuesSection({ month, thisMonth, onMonthChange, propertyId }: DuesSectionProps) {
  const query = { month, property_id: propertyId }
  const dues = useOperatorDuesMonth(query)
  const [exporting, setExporting] = useState(false)
  const titleId = useId()
  const monthId = useId()
  // while another month or property loads, the last answer stays (aria-busy says it is being refreshed)
  const reply = dues.data

  const exportCsv = async () => {
    setExporting(true)
    try {
      await downloadDuesCsv(query)
    } catch (error) {
      toast.error(getErrorMessage(error, t.exportFailed))
    } finally {
      setExporting(false)
    }
  }

  return (
    <section className={styles.section} aria-labelledby={titleId} aria-busy={dues.isFetching || undefined}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>{t.title}</h2>
        <div className={styles.controls}>
          <label htmlFor={monthId} className={styles.month}>
            {t.month}
            <select id={monthId} value={month} onChange={(e) => onMonthChange(e.target.value)}>
              {monthOptions(thisMonth, month).map((m) => (
                <option key={m} value={m}>{formatMonth(`${m}-01`, 'en')}</option>
              ))}
            </select>
          </label>
          <Button variant="outline" busy={exporting} onClick={() => void exportCsv()} aria-label={t.exportLabel(formatMonth(`${month}-01`, 'en'))}>
            {t.exportCsv}
          </Button>
        </div>
      </div>
      <p className={styles.intro}>{t.intro}</p>
      {reply && reply.data.length > 0 && <DuesTotals totals={reply.totals} count={reply.data.length} />}
      <ListStates query={dues} items={reply?.data} loadingLabel={t.loading} skeleton={{ height: 90, count: 2 }} emptyTitle={t.empty} emptyBody={t.emptyBody}>
        {() => reply && <DuesList reply={reply} />}
      </ListStates>
    </section>
  )
}
