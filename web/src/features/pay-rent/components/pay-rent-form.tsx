import { useState, type ChangeEvent } from 'react'
import { useForm } from 'react-hook-form'
import { RentPaymentBody } from '@basera/contract/engagement'
import { TEXT_INPUT_MAX } from '@basera/contract/constants'
import { todayInIndia } from '@basera/contract/dates'
import { messages } from '@basera/contract/messages'
import { Field } from '../../../components/form/field'
import { FormAlert } from '../../../components/form/form-alert'
import { fieldByMessage, showServerError } from '../../../components/form/server-error'
import { SubmitButton } from '../../../components/form/submit-button'
import { issuesResolver } from '../../../components/form/use-contract-form'
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

/** What the form holds: text as typed (the amount's digits, the booking's option value). */
interface PayRentValues {
  payer_name: string
  amount: string
  rent_month: string
  upi_id: string
  bookingId: string
}
const FIELDS = ['payer_name', 'amount', 'rent_month', 'upi_id', 'bookingId'] as const
// the amount as the rule reads it: at most ₹10,00,000, so 7 digits
const AMOUNT_DIGITS = 7

interface PayRentFormProps {
  leadId: number
  bookings: readonly BookingChoice[]
  defaultName?: string
}

const bodyOf = (leadId: number, v: PayRentValues) => ({
  leadId,
  bookingId: v.bookingId ? Number(v.bookingId) : undefined,
  payer_name: v.payer_name,
  amount: v.amount === '' ? undefined : Number(v.amount),
  rent_month: v.rent_month,
  upi_id: v.upi_id.trim(),
})

// the server names the field of a refusal (`field`: the amount and the month's sentences carry figures, so only
// the booking's can also be known by their words)
const serverField = fieldByMessage<PayRentValues>({
  amount: [],
  rent_month: [],
  bookingId: [messages.rentBookingRequired, messages.rentBookingNotLive],
})

/**
 * The Pay Rent form on the form kit: the contract's RentPaymentBody checks the typed values, each sentence beside
 * its field; the server's refusals (more than the booking's monthly rent, a month outside the stay) beside the
 * field they are about. It records a request only.
 */
export function PayRentForm({ leadId, bookings, defaultName = '' }: PayRentFormProps) {
  const s = useStrings(payRentStrings)
  const [recorded, setRecorded] = useState(false)
  const request = useRequestRentPayment()
  const form = useForm<PayRentValues>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: {
      payer_name: defaultName,
      amount: '',
      rent_month: todayInIndia().slice(0, 7),
      upi_id: '',
      bookingId: bookings.length === 1 ? String(bookings[0]?.bookingId) : '',
    },
    resolver: issuesResolver<PayRentValues>(
      (values) => RentPaymentBody.safeParse(bodyOf(leadId, values)).error?.issues ?? [],
      (path) => FIELDS.find((f) => f === path[0]),
    ),
  })
  const { errors } = form.formState
  const amount = form.register('amount')
  const booking = form.register('bookingId')

  const onSubmit = form.handleSubmit(async (values) => {
    setRecorded(false)
    try {
      await request.mutateAsync(RentPaymentBody.parse(bodyOf(leadId, values)))
      form.reset({ ...values, amount: '', upi_id: '' })
      setRecorded(true)
    } catch (error) {
      showServerError(form, error, serverField)
    }
  })

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate onChange={() => setRecorded(false)}>
      <Field label={s.payerName} error={errors.payer_name?.message} className={styles.field}>
        {(control) => <input {...control} className={styles.input} maxLength={TEXT_INPUT_MAX} autoComplete="name" {...form.register('payer_name')} />}
      </Field>
      <Field label={s.amount} error={errors.amount?.message} hint={s.amountHint} className={styles.field}>
        {(control) => (
          <div className={styles.money}>
            <span aria-hidden="true">{s.rupee}</span>
            <input
              {...control}
              className={styles.input}
              inputMode="numeric"
              maxLength={AMOUNT_DIGITS}
              {...amount}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                event.target.value = event.target.value.replace(/\D/g, '')
                void amount.onChange(event)
              }}
            />
          </div>
        )}
      </Field>
      <Field label={s.month} error={errors.rent_month?.message} className={styles.field}>
        {(control) => <input {...control} type="month" className={styles.input} {...form.register('rent_month')} />}
      </Field>
      <Field label={<>{s.upi} <span className={styles.optional}>{s.optional}</span></>} error={errors.upi_id?.message} hint={s.upiHint} className={styles.field}>
        {(control) => <input {...control} className={styles.input} maxLength={TEXT_INPUT_MAX} autoCapitalize="none" spellCheck={false} {...form.register('upi_id')} />}
      </Field>
      <Field label={s.booking} error={errors.bookingId?.message} className={styles.field}>
        {(control) => (
          <select
            {...control}
            className={styles.input}
            {...booking}
            onChange={(event) => {
              void booking.onChange(event)
              // the booked room's monthly rent fills an empty amount
              const rent = bookings.find((b) => String(b.bookingId) === event.target.value)?.rent
              if (form.getValues('amount') === '' && rent !== undefined) form.setValue('amount', String(rent))
            }}
          >
            <option value="">{s.noBooking}</option>
            {bookings.map((b) => (
              <option key={b.bookingId} value={b.bookingId}>
                {b.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div role="status" aria-live="polite">
        {recorded && <p className={styles.success}>{s.recorded}</p>}
      </div>
      <FormAlert errors={errors} />
      <SubmitButton busy={request.isPending}>{s.submit}</SubmitButton>
    </form>
  )
}
