import { useState } from 'react'
import type { OperatorMoneyReply, OperatorMoneyRow } from '@basera/contract/payout'
import { Button } from '../../../components/button'
import { RentDialog } from './rent-dialog'
import { formatDate, formatRupees } from '../../../lib/format'
import { moneyStrings as t } from '../strings'
import table from '../../../components/data-table.module.css'
import styles from './money-table.module.css'

type Totals = OperatorMoneyReply['totals']

/** The three totals a reader looks for first. */
export function MoneyTotals({ totals }: { totals: Totals }) {
  const items = [
    { label: t.held, hint: t.heldHint, amount: totals.held },
    { label: t.released, hint: t.releasedHint, amount: totals.released },
    { label: t.refunded, hint: t.refundedHint, amount: totals.refunded },
    { label: t.receivedColumn, hint: t.receivedHint, amount: totals.received },
  ]
  return (
    <dl className={styles.totals} aria-label={t.totals}>
      {items.map((item) => (
        <div key={item.label} className={styles.total}>
          <dt>{item.label}</dt>
          <dd>{formatRupees(item.amount)}</dd>
          <small>{item.hint}</small>
        </div>
      ))}
    </dl>
  )
}

/** The rows of each property (by id: two properties of one name stay apart), named with its locality. */
function byProperty(rows: readonly OperatorMoneyRow[]): Map<number, { label: string; list: OperatorMoneyRow[] }> {
  const groups = new Map<number, { label: string; list: OperatorMoneyRow[] }>()
  for (const row of rows) {
    const group = groups.get(row.property_id) ?? { label: row.property_label, list: [] }
    group.list.push(row)
    groups.set(row.property_id, group)
  }
  return groups
}

const sum = (rows: readonly OperatorMoneyRow[], key: 'held' | 'released' | 'refunded' | 'received') => rows.reduce((n, row) => n + row[key], 0)

/** Each property's bookings with their token's money, and the property's own totals. */
export function MoneyTable({ rows }: { rows: readonly OperatorMoneyRow[] }) {
  const [rentOf, setRentOf] = useState<OperatorMoneyRow | null>(null)
  return (
    <>
      {rentOf && <RentDialog row={rentOf} onClose={() => setRentOf(null)} />}
      {[...byProperty(rows)].map(([propertyId, { label: property, list }]) => (
        <section key={propertyId} className={styles.property} aria-label={property}>
          <h2 className={styles.propertyName}>{property}</h2>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">{t.columns.booking}</th>
                <th scope="col">{t.columns.moveIn}</th>
                <th scope="col">{t.columns.token}</th>
                <th scope="col" className={styles.num}>{t.columns.held}</th>
                <th scope="col" className={styles.num}>{t.columns.released}</th>
                <th scope="col" className={styles.num}>{t.columns.refunded}</th>
                <th scope="col" className={styles.num}>{t.receivedColumn}</th>
                <th scope="col">{t.rent}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((row) => (
                <tr key={row.bookingId}>
                  <td>
                    <div className={table.strong}>{row.tenant_name}</div>
                    <div className={table.muted}>{t.bookingNumber(row.bookingId)}</div>
                  </td>
                  <td data-label={t.columns.moveIn}>{row.move_in_date ? formatDate(row.move_in_date, 'en') : <span className={table.muted}>{t.noMoveIn}</span>}</td>
                  <td data-label={t.columns.token}>
                    <div>{formatRupees(row.token_amount)}</div>
                    <div className={table.muted}>{t.tokenStatuses[row.token_status]}</div>
                  </td>
                  <td data-label={t.columns.held} className={styles.num}>{formatRupees(row.held)}</td>
                  <td data-label={t.columns.released} className={styles.num}>{formatRupees(row.released)}</td>
                  <td data-label={t.columns.refunded} className={styles.num}>{formatRupees(row.refunded)}</td>
                  <td data-label={t.receivedColumn} className={styles.num}>{formatRupees(row.received)}</td>
                  <td data-label={t.rent}>
                    {(row.status === 'moved_in' || row.status === 'moved_out') && (
                      <Button variant="outline" onClick={() => setRentOf(row)} aria-label={t.rentFor(row.tenant_name)}>{t.rent}</Button>
                    )}
                  </td>
                </tr>
              ))}
              {list.length > 1 && (
                <tr className={styles.sum}>
                  <td colSpan={3}>{t.propertyTotal(property)}</td>
                  <td data-label={t.columns.held} className={styles.num}>{formatRupees(sum(list, 'held'))}</td>
                  <td data-label={t.columns.released} className={styles.num}>{formatRupees(sum(list, 'released'))}</td>
                  <td data-label={t.columns.refunded} className={styles.num}>{formatRupees(sum(list, 'refunded'))}</td>
                  <td data-label={t.receivedColumn} className={styles.num}>{formatRupees(sum(list, 'received'))}</td>
                  <td />
                </tr>
              )}
            </tbody>
          </table>
        </section>
      ))}
    </>
  )
}
