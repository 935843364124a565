import { useState, type SubmitEvent } from 'react'
import { RentPaymentBody } from '@basera/contract/engagement'
import { TEXT_INPUT_MAX } from '@basera/contract/constants'
import { todayInIndia } from '@basera/contract/dates'
import { Button } from '../../../components/button'
import { getErrorMessage } from '../../../lib/api-client'
import { firstErrorPerField } from '../../../lib/form-errors'
import { useRequestRentPayment } from '../api/request-rent-payment'
import { payRentStrings } from '../strings'
import styles from './pay-rent-form.module.css'
import { useStrings } from '../../../lib/i18n'

interface BookingChoice {
  bookingId: number
  label: string
  /** Monthly rent of the booked room: fills an empty amount when the booking is chosen. */
  rent?: number
}

type Field = 'payer_name' | 'amount' | 'rent_month' | 'upi_id' | 'bookingId'
type Errors = Partial<Record<Field, string>>
const FIELDS: readonly Field[] = ['payer_name', 'amount', 'rent_month', 'upi_id', 'bookingId']

interface PayRentFormProps {
  leadId: number
  bookings: readonly BookingChoice[]
  defaultName?: string
}

/** The Pay Rent form, checked with the contract's RentPaymentBody; it records a request only. */
export function PayRentForm({ leadId, bookings, defaultName = '' }: PayRentFormProps) {
  const s = useStrings(payRentStrings)
  const [name, setName] = useState(defaultName)
  const [amount, setAmount] = useState('')
  const [month, setMonth] = useState(todayInIndia().slice(0, 7))
  const [upi, setUpi] = useState('')
  const [bookingId, setBookingId] = useState(bookings.length === 1 ? String(bookings[0]?.bookingId) : '')
  const [errors, setErrors] = useState<Errors>({})
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null)
  const request = useRequestRentPayment()

  const edit = (field: Field, set: (v: string) => void) => (value: string) => {
    set(value)
    setErrors((e) => ({ ...e, [field]: undefined }))
    setOutcome(null)
  }

  const onBooking = (value: string) => {
    edit('bookingId', setBookingId)(value)
    const rent = bookings.find((b) => String(b.bookingId) === value)?.rent
    if (amount === '' && rent !== undefined) edit('amount', setAmount)(String(rent))
  }

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    const parsed = RentPaymentBody.safeParse({
      leadId,
      bookingId: bookingId ? Number(bookingId) : undefined,
      payer_name: name,
      amount: amount === '' ? undefined : Number(amount),
      rent_month: month,
      upi_id: upi.trim(),
    })
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error.issues, FIELDS))
      return
    }
    request.mutate(parsed.data, {
      onSuccess: () => {
        setAmount('')
        setUpi('')
        setOutcome({ ok: true, text: s.recorded })
      },
      onError: (error) => setOutcome({ ok: false, text: `${s.failed} ${getErrorMessage(error)}` }),
    })
  }

  const describedBy = (field: Field, hint?: string) =>
    [hint, errors[field] ? `pay-${field}-error` : undefined].filter(Boolean).join(' ') || undefined
  const errorOf = (field: Field) =>
    errors[field] && (
      <p id={`pay-${field}-error`} className={styles.error}>
        {errors[field]}
      </p>
    )

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.field}>
        <label htmlFor="pay-payer_name">{s.payerName}</label>
        <input id="pay-payer_name" className={styles.input} value={name} maxLength={TEXT_INPUT_MAX} autoComplete="name"
          aria-invalid={errors.payer_name ? true : undefined} aria-describedby={describedBy('payer_name')}
          onChange={(e) => edit('payer_name', setName)(e.target.value)} />
        {errorOf('payer_name')}
      </div>
      <div className={styles.field}>
        <label htmlFor="pay-amount">{s.amount}</label>
        <div className={styles.money}>
          <span aria-hidden="true">{s.rupee}</span>
          <input id="pay-amount" className={styles.input} value={amount} inputMode="numeric" maxLength={7}
            aria-invalid={errors.amount ? true : undefined} aria-describedby={describedBy('amount', 'pay-amount-hint')}
            onChange={(e) => edit('amount', setAmount)(e.target.value.replace(/\D/g, ''))} />
        </div>
        <p id="pay-amount-hint" className={styles.hint}>{s.amountHint}</p>
        {errorOf('amount')}
      </div>
      <div className={styles.field}>
        <label htmlFor="pay-rent_month">{s.month}</label>
        <input id="pay-rent_month" type="month" className={styles.input} value={month}
          aria-invalid={errors.rent_month ? true : undefined} aria-describedby={describedBy('rent_month')}
          onChange={(e) => edit('rent_month', setMonth)(e.target.value)} />
        {errorOf('rent_month')}
      </div>
      <div className={styles.field}>
        <label htmlFor="pay-upi_id">
          {s.upi} <span className={styles.optional}>{s.optional}</span>
        </label>
        <input id="pay-upi_id" className={styles.input} value={upi} maxLength={TEXT_INPUT_MAX} autoCapitalize="none" spellCheck={false}
          aria-invalid={errors.upi_id ? true : undefined} aria-describedby={describedBy('upi_id', 'pay-upi-hint')}
          onChange={(e) => edit('upi_id', setUpi)(e.target.value)} />
        <p id="pay-upi-hint" className={styles.hint}>{s.upiHint}</p>
        {errorOf('upi_id')}
      </div>
      <div className={styles.field}>
        <label htmlFor="pay-bookingId">
          {s.booking} <span className={styles.optional}>{s.optional}</span>
        </label>
        <select id="pay-bookingId" className={styles.input} value={bookingId} onChange={(e) => onBooking(e.target.value)}>
          <option value="">{s.noBooking}</option>
          {bookings.map((b) => (
            <option key={b.bookingId} value={b.bookingId}>
              {b.label}
            </option>
          ))}
        </select>
        {errorOf('bookingId')}
      </div>
      <div role="status" aria-live="polite">
        {outcome?.ok && <p className={styles.success}>{outcome.text}</p>}
      </div>
      <div role="alert">{outcome && !outcome.ok && <p className={styles.failure}>{outcome.text}</p>}</div>
      <Button type="submit" block busy={request.isPending}>
        {s.submit}
      </Button>
    </form>
  )
}
