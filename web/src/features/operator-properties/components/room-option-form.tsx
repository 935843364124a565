import { useId, useState, type SubmitEvent } from 'react'
import { ROOM_TYPES } from '@basera/contract/catalogue'
import { CreateRoomOptionBody, UpdateRoomOptionBody, type OperatorRoomOption } from '@basera/contract/operator'
import { Button } from '../../../components/button'
import { firstErrorPerField } from '../../../lib/form-errors'
import { roomStrings as t } from '../strings'
import form from '../../../components/form.module.css'
import styles from './room-options.module.css'

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
  electricity: 'included' | 'metered'
  rate_per_unit: string
  food: 'included' | 'optional' | 'none'
  food_price: string
  fees: { name: string; amount: string }[]
}
const FIELDS = [
  'room_type_id', 'unit_rent', 'available_rooms', 'total_rooms', 'security_deposit_months', 'noticeperiod_months',
  'agreement_duration_months', 'lockinperiod_months', 'maintenance_amount', 'electricity', 'food', 'one_time_fees',
] as const
type Field = (typeof FIELDS)[number]

/** What a manager may change (the server refuses them the rest). */
const ROOMS_FIELDS: ReadonlySet<string> = new Set(['available_rooms', 'total_rooms'])

const text = (n: number | undefined, fallback = '') => (n === undefined ? fallback : String(n))

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
    electricity: option?.electricity.type ?? 'included',
    rate_per_unit: option?.electricity.type === 'metered' ? String(option.electricity.rate_per_unit) : '',
    food: option?.food.type ?? 'none',
    food_price: option?.food.type === 'optional' ? String(option.food.monthly_price) : '',
    fees: option?.one_time_fees.map((f) => ({ name: f.name, amount: String(f.amount) })) ?? [],
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
    electricity: v.electricity === 'metered' ? { type: 'metered', rate_per_unit: num(v.rate_per_unit) } : { type: 'included' },
    food: v.food === 'optional' ? { type: 'optional', monthly_price: num(v.food_price) } : { type: v.food },
    one_time_fees: v.fees.map((f) => ({ name: f.name, amount: num(f.amount) })),
  }
}

interface RoomOptionFormProps {
  option?: OperatorRoomOption
  /** Managers change available rooms only. */
  roomsOnly: boolean
  busy: boolean
  error: string | null
  onCreate?: (body: CreateRoomOptionBody) => void
  onUpdate?: (body: UpdateRoomOptionBody) => void
  onCancel: () => void
}

/** One room option's price, rooms and structured charges (what tenants see in "Honest by design"). */
export function RoomOptionForm({ option, roomsOnly, busy, error, onCreate, onUpdate, onCancel }: RoomOptionFormProps) {
  const [values, setValues] = useState<Values>(() => valuesOf(option))
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const id = useId()
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }))

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    const body = bodyOf(values)
    if (option) {
      const before = bodyOf(valuesOf(option))
      const changed = Object.fromEntries(
        Object.entries(body).filter(([key, value]) => (!roomsOnly || ROOMS_FIELDS.has(key)) && JSON.stringify(value) !== JSON.stringify(before[key as keyof typeof before])),
      )
      const parsed = UpdateRoomOptionBody.safeParse(changed)
      if (!parsed.success) {
        setErrors(firstErrorPerField(parsed.error.issues, FIELDS))
        return
      }
      onUpdate?.(changed)
    } else {
      const parsed = CreateRoomOptionBody.safeParse(body)
      if (!parsed.success) {
        setErrors(firstErrorPerField(parsed.error.issues, FIELDS))
        return
      }
      onCreate?.(body as CreateRoomOptionBody)
    }
  }

  const input = (field: Exclude<keyof Values, 'electricity' | 'food' | 'fees'>, label: string, errorField: Field) => (
    <div className={form.field}>
      <label htmlFor={`${id}-${field}`} className={form.label}>
        {label}
      </label>
      <input
        id={`${id}-${field}`}
        className={form.input}
        inputMode="numeric"
        value={values[field]}
        onChange={(e) => {
          set(field, e.target.value.replace(/\D/g, ''))
          setErrors((errs) => ({ ...errs, [errorField]: undefined }))
        }}
        aria-invalid={errors[errorField] ? true : undefined}
        aria-describedby={errors[errorField] ? `${id}-${errorField}-error` : undefined}
      />
      {errors[errorField] && (
        <p id={`${id}-${errorField}-error`} className={form.error}>
          {errors[errorField]}
        </p>
      )}
    </div>
  )

  return (
    <form className={`${form.form} ${styles.form}`} onSubmit={onSubmit} noValidate>
      {roomsOnly && <p className={form.hint}>{t.managerNote}</p>}
      {roomsOnly ? (
        // a manager changes rooms only: prices and charges are the owner's, so their fields are not shown at all
        <div className={styles.fields}>
          {input('available_rooms', t.available, 'available_rooms')}
          {input('total_rooms', t.total, 'total_rooms')}
        </div>
      ) : (
        <>
          <div className={styles.fields}>
            <div className={form.field}>
              <label htmlFor={`${id}-room_type_id`} className={form.label}>
                {t.roomType}
              </label>
              <select id={`${id}-room_type_id`} className={form.input} value={values.room_type_id} onChange={(e) => set('room_type_id', e.target.value)}>
                {ROOM_TYPES.map((r) => (
                  <option key={r.room_type_id} value={r.room_type_id}>
                    {r.room_type_name}
                  </option>
                ))}
              </select>
            </div>
            {input('unit_rent', t.rent, 'unit_rent')}
            {input('available_rooms', t.available, 'available_rooms')}
            {input('total_rooms', t.total, 'total_rooms')}
            {input('security_deposit_months', t.deposit, 'security_deposit_months')}
            {input('noticeperiod_months', t.notice, 'noticeperiod_months')}
            {input('agreement_duration_months', t.agreement, 'agreement_duration_months')}
            {input('lockinperiod_months', t.lockin, 'lockinperiod_months')}
            {input('maintenance_amount', t.maintenance, 'maintenance_amount')}
            <div className={form.field}>
              <label htmlFor={`${id}-electricity`} className={form.label}>
                {t.electricity}
              </label>
              <select id={`${id}-electricity`} className={form.input} value={values.electricity} onChange={(e) => set('electricity', e.target.value as Values['electricity'])}>
                <option value="included">{t.electricityIncluded}</option>
                <option value="metered">{t.electricityMetered}</option>
              </select>
            </div>
            {values.electricity === 'metered' && input('rate_per_unit', t.ratePerUnit, 'electricity')}
            <div className={form.field}>
              <label htmlFor={`${id}-food`} className={form.label}>
                {t.food}
              </label>
              <select id={`${id}-food`} className={form.input} value={values.food} onChange={(e) => set('food', e.target.value as Values['food'])}>
                <option value="included">{t.foodIncluded}</option>
                <option value="optional">{t.foodOptional}</option>
                <option value="none">{t.foodNone}</option>
              </select>
            </div>
            {values.food === 'optional' && input('food_price', t.foodPrice, 'food')}
          </div>
          <fieldset className={styles.fees}>
            <legend className={form.label}>{t.fees}</legend>
            {values.fees.map((fee, index) => (
              <div key={index} className={styles.fee}>
                <input className={form.input} aria-label={`${t.feeName} ${index + 1}`} placeholder={t.feeName} value={fee.name} onChange={(e) => set('fees', values.fees.map((f, i) => (i === index ? { ...f, name: e.target.value } : f)))} />
                <input className={form.input} aria-label={`${t.feeAmount} ${index + 1}`} placeholder={t.feeAmount} inputMode="numeric" value={fee.amount} onChange={(e) => set('fees', values.fees.map((f, i) => (i === index ? { ...f, amount: e.target.value.replace(/\D/g, '') } : f)))} />
                <Button variant="ghost" aria-label={t.removeFee(index + 1)} onClick={() => set('fees', values.fees.filter((_, i) => i !== index))}>
                  ✕
                </Button>
              </div>
            ))}
            {errors.one_time_fees && <p className={form.error}>{errors.one_time_fees}</p>}
            {values.fees.length < 10 && (
              <Button variant="outline" onClick={() => set('fees', [...values.fees, { name: '', amount: '' }])}>
                {t.addFee}
              </Button>
            )}
          </fieldset>
        </>
      )}
      <p className={form.error} role="alert">
        {error}
      </p>
      <div className={styles.buttons}>
        <Button type="submit" busy={busy}>
          {option ? t.save : t.create}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  )
}
