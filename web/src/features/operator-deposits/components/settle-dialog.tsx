import { useId, useState, type SyntheticEvent } from 'react'
import type { OperatorDeposit } from '@basera/contract/leaving'
import { Button } from '../../../components/button'
import { Modal } from '../../../components/modal'
import { getErrorMessage } from '../../../lib/api-client'
import { formatRupees } from '../../../lib/format'
import { useRecordDepositRefund, useReviseSettlement, useSettleDeposit } from '../api/deposits'
import { DeductionPhotoField } from './deduction-photo'
import { depositStrings as t } from '../strings'
import form from '../../../components/form.module.css'
import styles from './deposits.module.css'

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())

interface Line { key: number; amount: string; reason: string; photo: string; dueId?: number }
let nextKey = 1
const blank = (): Line => ({ key: nextKey++, amount: '', reason: '', photo: '' })
/** A revision starts from the settlement's own deductions (a due deducted stays ticked). */
const linesOf = (row: OperatorDeposit): Line[] => {
  const kept = (row.settlement?.deductions ?? []).map((d): Line => ({
    key: nextKey++, amount: String(d.amount), reason: d.reason, photo: d.photo ?? '', ...(d.due_id !== null ? { dueId: d.due_id } : {}),
  }))
  return kept.some((l) => l.dueId === undefined) ? kept : [...kept, blank()]
}
/** The dues a revision may deduct: those still unpaid, and those the settlement already deducts. */
const duesOf = (row: OperatorDeposit): OperatorDeposit['unpaid_dues'] => {
  const listed = new Set(row.unpaid_dues.map((d) => d.due_id))
  const deducted = (row.settlement?.deductions ?? []).filter((d) => d.due_id !== null && !listed.has(d.due_id))
  return [...row.unpaid_dues, ...deducted.map((d) => ({ due_id: d.due_id ?? 0, label: d.reason, amount: d.amount }))]
}
const rupees = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : 0)

/**
 * Settling at move-out: the date, deduction lines (added and removed, each with a reason and optionally a photo
 * uploaded from the phone or computer), unpaid dues offered as lines, the refund worked out as they type; the server's refusal (400, 409) shown.
 * `revise`: a settlement the tenant disputed, its deductions to change (the move-out date stays as settled).
 */
export function SettleDialog({ row, revise = false, onClose }: { row: OperatorDeposit; revise?: boolean; onClose: () => void }) {
  const id = useId()
  const settleMutation = useSettleDeposit()
  const reviseMutation = useReviseSettlement()
  const settle = revise ? reviseMutation : settleMutation
  const [moveOut, setMoveOut] = useState(today())
  const [lines, setLines] = useState<Line[]>(() => (revise ? linesOf(row) : [blank()]))
  const dues = revise ? duesOf(row) : row.unpaid_dues
  const set = (key: number, change: Partial<Line>) => setLines((all) => all.map((l) => (l.key === key ? { ...l, ...change } : l)))
  const toggleDue = (due: OperatorDeposit['unpaid_dues'][number], on: boolean) =>
    setLines((all) => (on ? [...all, { key: nextKey++, amount: String(due.amount), reason: due.label, photo: '', dueId: due.due_id }] : all.filter((l) => l.dueId !== due.due_id)))
  const used = lines.filter((l) => l.amount.trim() !== '' || l.reason.trim() !== '')
  const deducted = used.reduce((sum, l) => sum + rupees(l.amount), 0)
  const refund = row.deposit - deducted
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    const deductions = used.map((l) => ({ amount: Number(l.amount.trim() || 'NaN'), reason: l.reason, ...(l.photo.trim() ? { photo: l.photo.trim() } : {}), ...(l.dueId ? { due_id: l.dueId } : {}) }))
    if (revise) reviseMutation.mutate({ bookingId: row.bookingId, deductions }, { onSuccess: onClose })
    else settleMutation.mutate({ bookingId: row.bookingId, move_out_date: moveOut, deductions }, { onSuccess: onClose })
  }
  return (
    <Modal open onClose={onClose} title={revise ? t.reviseTitle(row.tenant_name) : t.settleTitle(row.tenant_name)} variant="sheet">
      <form className={form.form} onSubmit={submit} noValidate>
        {revise ? (
          <div className={styles.revise}>
            <p>{t.reviseDispute(row.settlement?.dispute_reason ?? '')}</p>
            <p>{t.reviseHow}</p>
          </div>
        ) : (
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-out`}>{t.moveOut}</label>
            <input id={`${id}-out`} className={form.input} type="date" value={moveOut} max={today()} onChange={(e) => setMoveOut(e.target.value)} required />
          </div>
        )}
        <fieldset className={styles.fieldset}>
          <legend className={form.label}>{t.deductionsHeading}</legend>
          {lines.filter((l) => l.dueId === undefined).map((l, i) => (
            <div key={l.key} className={styles.deduction}>
              <input aria-label={`${t.amount} ${i + 1}`} placeholder={t.amount} className={form.input} inputMode="numeric" value={l.amount} onChange={(e) => set(l.key, { amount: e.target.value.replace(/\D/g, '') })} />
              <input aria-label={`${t.reason} ${i + 1}`} placeholder={t.reason} className={form.input} maxLength={200} value={l.reason} onChange={(e) => set(l.key, { reason: e.target.value })} />
              <Button variant="ghost" onClick={() => setLines((all) => all.filter((x) => x.key !== l.key))} aria-label={t.removeLine(i + 1)}>{t.remove}</Button>
              <DeductionPhotoField bookingId={row.bookingId} line={i + 1} photo={l.photo} onChange={(photo) => set(l.key, { photo })} />
            </div>
          ))}
          <Button variant="outline" onClick={() => setLines((all) => [...all, blank()])}>{t.addDeduction}</Button>
        </fieldset>
        {dues.length > 0 && (
          <fieldset className={styles.fieldset}>
            <legend className={form.label}>{t.unpaidHeading}</legend>
            {dues.map((due) => (
              <label key={due.due_id} className={styles.check}>
                <input type="checkbox" checked={lines.some((l) => l.dueId === due.due_id)} onChange={(e) => toggleDue(due, e.target.checked)} /> {t.deductDue(due.label, formatRupees(due.amount))}
              </label>
            ))}
          </fieldset>
        )}
        <dl className={styles.sums} aria-live="polite">
          <div><dt>{t.depositHeld}</dt><dd>{formatRupees(row.deposit)}</dd></div>
          <div><dt>{t.deducted}</dt><dd>−{formatRupees(deducted)}</dd></div>
          <div className={refund < 0 ? styles.bad : styles.strong}><dt>{t.refundToTenant}</dt><dd>{refund < 0 ? t.overDeposit : formatRupees(refund)}</dd></div>
        </dl>
        {settle.isError && <p className={form.failure} role="alert">{getErrorMessage(settle.error)}</p>}
        <Button type="submit" block busy={settle.isPending}>{revise ? t.sendRevised : t.sendSettlement}</Button>
      </form>
    </Modal>
  )
}

/** An offline deposit paid back by the owner: cash, or UPI with its UTR. */
export function RefundDialog({ row, onClose }: { row: OperatorDeposit; onClose: () => void }) {
  const id = useId()
  const record = useRecordDepositRefund()
  const [method, setMethod] = useState<'cash' | 'upi'>('upi')
  const [utr, setUtr] = useState('')
  const amount = formatRupees(row.settlement?.refund_amount ?? 0)
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    record.mutate({ bookingId: row.bookingId, method, ...(method === 'upi' ? { utr: utr.trim() } : {}) }, { onSuccess: onClose })
  }
  return (
    <Modal open onClose={onClose} title={t.refundTitle(row.tenant_name)}>
      <form className={form.form} onSubmit={submit}>
        <fieldset className={styles.fieldset}>
          <legend className={form.label}>{t.method}</legend>
          {(['cash', 'upi'] as const).map((m) => (
            <label key={m} className={styles.check}>
              <input type="radio" name={`${id}-method`} checked={method === m} onChange={() => setMethod(m)} /> {t.methods[m]}
            </label>
          ))}
        </fieldset>
        {method === 'upi' && (
          <div className={form.field}>
            <label className={form.label} htmlFor={`${id}-utr`}>{t.utr}</label>
            <input id={`${id}-utr`} className={form.input} inputMode="numeric" maxLength={12} value={utr} onChange={(e) => setUtr(e.target.value.replace(/\D/g, ''))} required />
          </div>
        )}
        {record.isError && <p className={form.failure} role="alert">{getErrorMessage(record.error)}</p>}
        <Button type="submit" block busy={record.isPending}>{t.saveRefund(amount)}</Button>
      </form>
    </Modal>
  )
}
