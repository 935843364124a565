import { useId, useState, type SyntheticEvent } from 'react'
import type { RentDue } from '@basera/contract/dues'
import type { OperatorMoneyRow } from '@basera/contract/payout'
import { Button } from '../../../components/button'
import { Modal } from '../../../components/modal'
import { ErrorState, Loading } from '../../../components/states'
import { getErrorMessage } from '../../../lib/api-client'
import { formatDate, formatRupees } from '../../../lib/format'
import { useBookingDues, useRecordMeterReading, useRecordOfflinePayment } from '../api/rent'
import { moneyStrings as t } from '../strings'
import form from '../../../components/form.module.css'
import styles from './rent-dialog.module.css'

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())

/** Cash or a UPI transfer straight to the owner, for the whole due (the server refuses part payments). */
function OfflinePaymentForm({ due, onDone }: { due: RentDue; onDone: () => void }) {
  const id = useId()
  const record = useRecordOfflinePayment()
  const [method, setMethod] = useState<'cash' | 'upi'>('cash')
  const [utr, setUtr] = useState('')
  const [paidOn, setPaidOn] = useState(today())
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    record.mutate({ due_id: due.due_id, amount: due.total, method, ...(method === 'upi' ? { utr: utr.trim() } : {}), paid_on: paidOn }, { onSuccess: onDone })
  }
  return (
    <form className={form.form} onSubmit={submit} aria-label={t.recordPaymentFor(formatRupees(due.total))}>
      <fieldset className={styles.methods}>
        <legend className={form.label}>{t.method}</legend>
        {(['cash', 'upi'] as const).map((m) => (
          <label key={m}>
            <input type="radio" name={`${id}-method`} value={m} checked={method === m} onChange={() => setMethod(m)} /> {t.methods[m]}
          </label>
        ))}
      </fieldset>
      {method === 'upi' && (
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-utr`}>{t.utr}</label>
          <input id={`${id}-utr`} className={form.input} inputMode="numeric" maxLength={12} value={utr} onChange={(e) => setUtr(e.target.value.replace(/\D/g, ''))} required aria-describedby={`${id}-utr-hint`} />
          <small id={`${id}-utr-hint`} className={form.hint}>{t.utrHint}</small>
        </div>
      )}
      <div className={form.field}>
        <label className={form.label} htmlFor={`${id}-on`}>{t.paidOn}</label>
        <input id={`${id}-on`} className={form.input} type="date" value={paidOn} max={today()} onChange={(e) => setPaidOn(e.target.value)} required />
      </div>
      {record.isError && <p className={form.failure} role="alert">{getErrorMessage(record.error)}</p>}
      <Button type="submit" busy={record.isPending} block>{t.recordPayment(formatRupees(due.total))}</Button>
    </form>
  )
}

/** The meter's reading today (or another day): the units since the last one are billed on the next due. */
function MeterReadingForm({ bookingId }: { bookingId: number }) {
  const id = useId()
  const record = useRecordMeterReading()
  const [reading, setReading] = useState('')
  const [readOn, setReadOn] = useState(today())
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    record.mutate({ bookingId, reading: Number(reading), read_on: readOn }, { onSuccess: () => setReading('') })
  }
  return (
    <form className={form.form} onSubmit={submit} aria-label={t.meterTitle}>
      <h3 className={styles.heading}>{t.meterTitle}</h3>
      <div className={styles.pair}>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-reading`}>{t.reading}</label>
          <input id={`${id}-reading`} className={form.input} inputMode="numeric" value={reading} onChange={(e) => setReading(e.target.value.replace(/\D/g, ''))} required />
        </div>
        <div className={form.field}>
          <label className={form.label} htmlFor={`${id}-on`}>{t.readOn}</label>
          <input id={`${id}-on`} className={form.input} type="date" value={readOn} max={today()} onChange={(e) => setReadOn(e.target.value)} required />
        </div>
      </div>
      {record.isError && <p className={form.failure} role="alert">{getErrorMessage(record.error)}</p>}
      {record.isSuccess && (
        <p className={form.success} role="status">
          {record.data.data.units === null ? t.firstReading : t.unitsSince(record.data.data.units)}
        </p>
      )}
      <Button type="submit" variant="outline" busy={record.isPending} block>{t.saveReading}</Button>
    </form>
  )
}

function DueRow({ due }: { due: RentDue }) {
  const [recording, setRecording] = useState(false)
  return (
    <li className={styles.due}>
      <div className={styles.dueHead}>
        <span className={styles.strong}>{formatDate(due.period_start, 'en')} – {formatDate(due.period_end, 'en')}</span>
        <span className={styles.strong}>{formatRupees(due.total)}</span>
      </div>
      <div className={styles.muted}>
        {due.status === 'paid'
          ? `${t.paidVia[due.paid_via ?? 'online']}${due.utr ? ` · UTR ${due.utr}` : ''}${due.receipt_no ? ` · ${due.receipt_no}` : ''}`
          : `${t.dueStatuses[due.status]} · ${t.dueOn(formatDate(due.due_date, 'en'))}`}
      </div>
      {due.status !== 'paid' &&
        (recording ? (
          <OfflinePaymentForm due={due} onDone={() => setRecording(false)} />
        ) : (
          <Button variant="outline" onClick={() => setRecording(true)}>{t.recordPayment(formatRupees(due.total))}</Button>
        ))}
    </li>
  )
}

/** A booking's rent from the Money screen: its dues (recording a payment made to the owner directly) and a meter reading. */
export function RentDialog({ row, onClose }: { row: Pick<OperatorMoneyRow, 'bookingId' | 'tenant_name' | 'status'>; onClose: () => void }) {
  const dues = useBookingDues(row.bookingId)
  return (
    <Modal open onClose={onClose} title={t.rentTitle(row.tenant_name)}>
      <div className={styles.body}>
        {dues.isPending ? <Loading label={t.loadingDues} /> : dues.isError ? <ErrorState message={getErrorMessage(dues.error)} onRetry={() => void dues.refetch()} /> : (
          dues.data.length === 0 ? <p className={styles.muted}>{t.noDues}</p> : <ul className={styles.dues}>{dues.data.map((d) => <DueRow key={d.due_id} due={d} />)}</ul>
        )}
        {row.status === 'moved_in' && <MeterReadingForm bookingId={row.bookingId} />}
      </div>
    </Modal>
  )
}
