import { useState } from 'react'
import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form'
import { ROOM_TYPES } from '@basera/contract/catalogue'
import { CreateRoomOptionBody, LargeChangeReply, UpdateRoomOptionBody, type OperatorRoomOption } from '@basera/contract/operator'
import { Button } from '../../../components/button'
import { Field, FieldError } from '../../../components/form/field'
import { DigitsInput } from '../../../components/form/digits-input'
import { FormAlert } from '../../../components/form/form-alert'
import { showServerError } from '../../../components/form/server-error'
import { SubmitButton } from '../../../components/form/submit-button'
import { CHECK_WHEN, issuesResolver } from '../../../components/form/use-contract-form'
import { ApiError } from '../../../lib/api-client'
import { formatRupees } from '../../../lib/format'
import { useStrings } from '../../../lib/i18n'
import { roomFactStrings } from '../room-fact-strings'
import { roomStrings as t } from '../strings'
import form from '../../../components/form.module.css'
import styles from './room-options.module.css'
import pills from '../../../components/form/check-pills.module.css'

interface Values {
  room_type_id: string
  unit_rent: string
  available_rooms: string
  total_rooms: string
  security_deposit_months: string
  noticeperiod_months: string
  agreement_duration_months: string
  lockinperiod_months: string
  maintenance_amount: string
  token_amount: string
  electricity: 'included' | 'metered'
  rate_per_unit: string
  food: 'included' | 'optional' | 'none'
  food_price: string
  fees: { name: string; amount: string }[]
  /** What tenants filter by: beds ('' = from the room type), AC, an attached bathroom, the date it is free ('' = now). */
  sharing: string
  ac: boolean
  attached_bathroom: boolean
  available_from: string
}
type NumberField = Exclude<keyof Values, 'electricity' | 'food' | 'fees' | 'ac' | 'attached_bathroom' | 'available_from'>

/** What a manager may change (the server refuses them the rest). */
const ROOMS_FIELDS: ReadonlySet<string> = new Set(['available_rooms', 'total_rooms'])
/** The rule's limit (₹1,00,00,000) is 8 digits; a minus may lead, so that the rule can refuse it in words. */
const RUPEES_MAX_LENGTH = 9
const MONTHS_MAX_LENGTH = 5

const text = (n: number | undefined, fallback = '') => (n === undefined ? fallback : String(n))
/** Digits, and a leading minus kept on screen (a dropped minus once turned -500 into a live ₹500). */
const signedDigits = (value: string) => value.replace(/[^\d-]/g, '').replace(/(?!^)-/g, '')

function valuesOf(option: OperatorRoomOption | undefined): Values {
  return {
    room_type_id: text(option?.room_type_id, String(ROOM_TYPES[0].room_type_id)),
    unit_rent: text(option?.unit_rent),
    available_rooms: text(option?.available_rooms),
    total_rooms: text(option?.total_rooms),
    security_deposit_months: text(option?.security_deposit_months, '1'),
    noticeperiod_months: text(option?.noticeperiod_months, '1'),
    agreement_duration_months: text(option?.agreement_duration_months, '11'),
    lockinperiod_months: text(option?.lockinperiod_months, '0'),
    maintenance_amount: text(option?.maintenance_amount, '0'),
    token_amount: text(option?.token_amount, '0'),
    electricity: option?.electricity.type ?? 'included',
    rate_per_unit: option?.electricity.type === 'metered' ? String(option.electricity.rate_per_unit) : '',
    food: option?.food.type ?? 'none',
    food_price: option?.food.type === 'optional' ? String(option.food.monthly_price) : '',
    fees: option?.one_time_fees.map((f) => ({ name: f.name, amount: String(f.amount) })) ?? [],
    sharing: text(option?.sharing),
    ac: option?.ac ?? false,
    attached_bathroom: option?.attached_bathroom ?? false,
    available_from: option?.available_from ?? '',
  }
}

/** The body the contract checks; '' stays '' so the schema names the empty field. */
function bodyOf(v: Values) {
  const num = (s: string) => (s.trim() === '' ? s : Number(s))
  return {
    room_type_id: num(v.room_type_id),
    unit_rent: num(v.unit_rent),
    available_rooms: num(v.available_rooms),
    total_rooms: num(v.total_rooms),
    security_deposit_months: num(v.security_deposit_months),
    noticeperiod_months: num(v.noticeperiod_months),
    agreement_duration_months: num(v.agreement_duration_months),
    lockinperiod_months: num(v.lockinperiod_months),
    maintenance_amount: num(v.maintenance_amount),
    token_amount: num(v.token_amount),
    electricity: v.electricity === 'metered' ? { type: 'metered', rate_per_unit: num(v.rate_per_unit) } : { type: 'included' },
    food: v.food === 'optional' ? { type: 'optional', monthly_price: num(v.food_price) } : { type: v.food },
    one_time_fees: v.fees.map((f) => ({ name: f.name, amount: num(f.amount) })),
    // left out when empty: a new option's beds come from its room type
    ...(v.sharing.trim() === '' ? {} : { sharing: Number(v.sharing) }),
    ac: v.ac,
    attached_bathroom: v.attached_bathroom,
    available_from: v.available_from === '' ? null : v.available_from,
  }
}

/** What changed from the saved option (a manager's rooms only): the update's body. */
function changesOf(values: Values, option: OperatorRoomOption, roomsOnly: boolean): Record<string, unknown> {
  const body = bodyOf(values)
  const before = bodyOf(valuesOf(option))
  return Object.fromEntries(
    Object.entries(body).filter(([key, value]) => (!roomsOnly || ROOMS_FIELDS.has(key)) && JSON.stringify(value) !== JSON.stringify(before[key as keyof typeof before])),
  )
}

/** The form field of a contract issue's path (a metered rate and a food price sit inside their objects). */
function fieldOf(path: readonly PropertyKey[]): Path<Values> | undefined {
  const [first, second] = path
  if (first === 'electricity') return second === 'rate_per_unit' ? 'rate_per_unit' : 'electricity'
  if (first === 'food') return second === 'monthly_price' ? 'food_price' : 'food'
  if (first === 'one_time_fees') return 'fees'
  return typeof first === 'string' && first in valuesOf(undefined) ? (first as Path<Values>) : undefined
}

/** The field a server sentence is about: each of the contract's sentences starts with the field's label. */
const LABELS: ReadonlyArray<[Path<Values>, string]> = [
  ['unit_rent', 'Monthly rent'], ['available_rooms', 'Available rooms'], ['total_rooms', 'Total rooms'], ['maintenance_amount', 'Maintenance'], ['token_amount', 'The token'],
  ['sharing', 'Beds in the room'], ['available_from', 'Date must be'],
]
const serverField = (message: string, field: string | undefined): Path<Values> | undefined =>
  LABELS.find(([name, label]) => name === field || message.startsWith(label))?.[0]

interface RoomOptionFormProps {
  option?: OperatorRoomOption
  /** Managers change available rooms only. */
  roomsOnly: boolean
  onCreate?: (body: CreateRoomOptionBody) => Promise<unknown>
  onUpdate?: (body: UpdateRoomOptionBody) => Promise<unknown>
  onCancel: () => void
}

/** One room option's price, rooms and structured charges (what tenants see in "Honest by design"). */
export function RoomOptionForm({ option, roomsOnly, onCreate, onUpdate, onCancel }: RoomOptionFormProps) {
  // a large rent change the server asked to confirm: the two rents and the body to send again
  const [confirming, setConfirming] = useState<{ message: string; body: UpdateRoomOptionBody } | null>(null)
  const values = useForm<Values>({
    ...CHECK_WHEN,
    defaultValues: valuesOf(option),
    resolver: issuesResolver<Values>(
      (v) => {
        const parsed = option ? UpdateRoomOptionBody.safeParse(changesOf(v, option, roomsOnly)) : CreateRoomOptionBody.safeParse(bodyOf(v))
        return parsed.success ? [] : parsed.error.issues
      },
      fieldOf,
    ),
  })
  const facts = useStrings(roomFactStrings)
  const fees = useFieldArray({ control: values.control, name: 'fees' })
  const { errors, isSubmitting } = values.formState
  const electricity = useWatch({ control: values.control, name: 'electricity' })
  const food = useWatch({ control: values.control, name: 'food' })

  const send = async (body: UpdateRoomOptionBody | CreateRoomOptionBody) => {
    try {
      if (option) await onUpdate?.(body)
      else await onCreate?.(body as CreateRoomOptionBody)
    } catch (error) {
      const large = error instanceof ApiError && error.status === 409 ? LargeChangeReply.safeParse({ message: error.message, ...error.details }) : null
      if (large?.success) setConfirming({ message: large.data.message, body: { ...body, confirm_large_change: true } })
      else showServerError(values, error, serverField)
    }
  }
  // the resolver checked the body with the contract before this runs
  const onSubmit = values.handleSubmit((v) => send((option ? changesOf(v, option, roomsOnly) : bodyOf(v)) as UpdateRoomOptionBody))
  const onConfirm = () => {
    if (!confirming) return
    const { body } = confirming
    setConfirming(null)
    void send(body)
  }

  const input = (name: NumberField, label: string, maxLength: number, signed = false, hint?: string) => (
    <Field label={label} error={errors[name]?.message} hint={hint}>
      {(control) => (
        <DigitsInput
          {...control}
          registration={values.register(name)}
          className={form.input}
          maxLength={maxLength}
          keep={signed ? signedDigits : undefined}
          // a new value ends the question about the old one
          onNewValue={() => setConfirming(null)}
        />
      )}
    </Field>
  )

  return (
    <form className={`${form.form} ${styles.form}`} onSubmit={(event) => void onSubmit(event)} noValidate>
      {roomsOnly && <p className={form.hint}>{t.managerNote}</p>}
      {roomsOnly ? (
        // a manager changes rooms only: prices and charges are the owner's, so their fields are not shown at all
        <div className={styles.fields}>
          {input('available_rooms', t.available, 5)}
          {input('total_rooms', t.total, 5)}
        </div>
      ) : (
        <>
          <div className={styles.fields}>
            <Field label={t.roomType}>
              {(control) => (
                <select {...control} className={form.input} {...values.register('room_type_id')}>
                  {ROOM_TYPES.map((r) => (
                    <option key={r.room_type_id} value={r.room_type_id}>
                      {r.room_type_name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {input('unit_rent', t.rent, RUPEES_MAX_LENGTH, true)}
            {input('available_rooms', t.available, 5)}
            {input('total_rooms', t.total, 5)}
            {input('security_deposit_months', t.deposit, MONTHS_MAX_LENGTH)}
            {input('noticeperiod_months', t.notice, MONTHS_MAX_LENGTH)}
            {input('agreement_duration_months', t.agreement, MONTHS_MAX_LENGTH)}
            {input('lockinperiod_months', t.lockin, MONTHS_MAX_LENGTH)}
            {input('maintenance_amount', t.maintenance, RUPEES_MAX_LENGTH, true)}
            {input('token_amount', t.token, RUPEES_MAX_LENGTH, true, t.tokenHint)}
            <Field label={t.electricity} error={errors.electricity?.message}>
              {(control) => (
                <select {...control} className={form.input} {...values.register('electricity')}>
                  <option value="included">{t.electricityIncluded}</option>
                  <option value="metered">{t.electricityMetered}</option>
                </select>
              )}
            </Field>
            {electricity === 'metered' && input('rate_per_unit', t.ratePerUnit, RUPEES_MAX_LENGTH, true)}
            <Field label={t.food} error={errors.food?.message}>
              {(control) => (
                <select {...control} className={form.input} {...values.register('food')}>
                  <option value="included">{t.foodIncluded}</option>
                  <option value="optional">{t.foodOptional}</option>
                  <option value="none">{t.foodNone}</option>
                </select>
              )}
            </Field>
            {food === 'optional' && input('food_price', t.foodPrice, RUPEES_MAX_LENGTH, true)}
          </div>
          <fieldset className={styles.facts}>
            <legend className={form.label}>{facts.title}</legend>
            <div className={styles.fields}>
              {input('sharing', facts.sharing, 2, false, facts.sharingHint)}
              <Field label={facts.availableFrom} error={errors.available_from?.message} hint={facts.availableFromHint}>
                {(control) => <input {...control} type="date" className={form.input} {...values.register('available_from')} />}
              </Field>
            </div>
            <div className={pills.checks}>
              <label className={pills.check}>
                <input type="checkbox" {...values.register('ac')} />
                {facts.ac}
              </label>
              <label className={pills.check}>
                <input type="checkbox" {...values.register('attached_bathroom')} />
                {facts.bathroom}
              </label>
            </div>
          </fieldset>
          <fieldset className={styles.fees} aria-describedby={errors.fees ? 'room-fees-error' : undefined}>
            <legend className={form.label}>{t.fees}</legend>
            {fees.fields.map((fee, index) => (
              <div key={fee.id} className={styles.fee}>
                <input className={form.input} aria-label={`${t.feeName} ${index + 1}`} placeholder={t.feeName} maxLength={60} {...values.register(`fees.${index}.name`)} />
                <input className={form.input} aria-label={`${t.feeAmount} ${index + 1}`} placeholder={t.feeAmount} inputMode="numeric" maxLength={RUPEES_MAX_LENGTH} {...values.register(`fees.${index}.amount`)} />
                <Button variant="ghost" aria-label={t.removeFee(index + 1)} onClick={() => fees.remove(index)}>
                  ✕
                </Button>
              </div>
            ))}
            <FieldError id="room-fees-error" message={errors.fees?.message ?? errors.fees?.root?.message} />
            {fees.fields.length < 10 && (
              <Button variant="outline" onClick={() => fees.append({ name: '', amount: '' })}>
                {t.addFee}
              </Button>
            )}
          </fieldset>
        </>
      )}
      {confirming && (
        <div role="alertdialog" aria-labelledby="room-confirm-text" className={form.failure}>
          <p id="room-confirm-text">{confirming.message}</p>
          <div className={styles.buttons}>
            <Button onClick={onConfirm}>{t.confirmChange(formatRupees(Number(confirming.body.unit_rent)))}</Button>
            <Button variant="ghost" onClick={() => setConfirming(null)}>
              {t.keepEditing}
            </Button>
          </div>
        </div>
      )}
      <FormAlert errors={errors} />
      <div className={styles.buttons}>
        <SubmitButton busy={isSubmitting} block={false}>
          {option ? t.save : t.create}
        </SubmitButton>
        <Button variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  )
}
