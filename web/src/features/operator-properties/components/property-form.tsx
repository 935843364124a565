import { useId, useState, type ReactNode, type SubmitEvent } from 'react'
import { FEATURES } from '@basera/contract/catalogue'
import { CITIES, GENDER_LABELS, GENDERS, type Gender } from '@basera/contract/constants'
import { CreatePropertyBody, PropertyFields, UpdatePropertyBody, type OperatorProperty } from '@basera/contract/operator'
import { Button } from '../../../components/button'
import { firstErrorPerField } from '../../../lib/form-errors'
import { useLocalities } from '../api/get-property'
import { propertyFormStrings as t } from '../strings'
import form from '../../../components/form.module.css'
import styles from './property-form.module.css'
import { useStrings } from '../../../lib/i18n'

const TYPES = PropertyFields.shape.property_type.options
const FURNISHINGS = PropertyFields.shape.furnishing.options

/** What the form holds: text as typed, numbers parsed on submit. */
interface Values {
  property_name: string
  property_type: (typeof TYPES)[number]
  furnishing: (typeof FURNISHINGS)[number]
  address: string
  city_id: number
  locality_id: string
  pincode: string
  genders: Gender[]
  feature_ids: number[]
  noticeperiod_months: string
  description: string
  highlights: string
  ownership: string
  visit_slot_capacity: string
  owner_operator_id: string
}
const FIELDS = [
  'property_name', 'property_type', 'furnishing', 'address', 'locality_id', 'pincode', 'genders', 'feature_ids',
  'noticeperiod_months', 'description', 'highlights', 'ownership', 'visit_slot_capacity', 'owner_operator_id',
] as const
type Field = (typeof FIELDS)[number]

function valuesOf(property: OperatorProperty | undefined): Values {
  return {
    property_name: property?.property_name ?? '',
    property_type: property?.property_type ?? 'PG',
    furnishing: property?.furnishing ?? 'Fully Furnished',
    address: property?.address ?? '',
    city_id: property?.city_id ?? CITIES[0].city_id,
    locality_id: property ? String(property.locality_id) : '',
    pincode: property?.pincode ?? '',
    genders: property ? [...property.genders] : [],
    feature_ids: property ? [...property.feature_ids] : [],
    noticeperiod_months: String(property?.noticeperiod_months ?? 1),
    description: property?.description ?? '',
    highlights: property?.highlights.join('\n') ?? '',
    ownership: property?.ownership ?? 'Owner managed',
    visit_slot_capacity: String(property?.visit_slot_capacity ?? 3),
    owner_operator_id: property?.owner_operator_id ? String(property.owner_operator_id) : '',
  }
}

/** The body the contract's schemas check: numbers from text ('' stays '' so the schema names the field). */
function bodyOf(values: Values) {
  const num = (text: string) => (text.trim() === '' ? text : Number(text))
  return {
    property_name: values.property_name,
    property_type: values.property_type,
    furnishing: values.furnishing,
    address: values.address,
    locality_id: num(values.locality_id),
    pincode: values.pincode,
    genders: values.genders,
    feature_ids: values.feature_ids,
    noticeperiod_months: num(values.noticeperiod_months),
    description: values.description,
    highlights: values.highlights.split('\n').map((line) => line.trim()).filter(Boolean),
    ownership: values.ownership,
    visit_slot_capacity: num(values.visit_slot_capacity),
  }
}

interface Owner {
  operator_id: number
  name: string
}

interface PropertyFormProps {
  /** The property being edited; none for a new one. */
  property?: OperatorProperty
  /** An admin lists a property for an owner: the owners to choose from. */
  owners?: readonly Owner[]
  busy: boolean
  /** Server message of the last attempt. */
  error: string | null
  onCreate?: (body: CreatePropertyBody) => void
  onUpdate?: (body: UpdatePropertyBody) => void
}

function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.label}>
        {label}
        {hint && <span className={form.hint}> {hint}</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      )}
    </div>
  )
}

/** A property's details: the same contract schema checks them here and on the server. */
export function PropertyForm({ property, owners, busy, error, onCreate, onUpdate }: PropertyFormProps) {
  const genderLabels = useStrings(GENDER_LABELS)
  const [values, setValues] = useState<Values>(() => valuesOf(property))
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const localities = useLocalities(values.city_id)
  const id = useId()
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((e) => ({ ...e, [key]: undefined }))
  }
  const toggle = <T,>(list: readonly T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item])
  const invalid = (field: Field) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {})

  const optionalId = (text: string) => (text.trim() === '' ? undefined : Number(text))

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    const body = bodyOf(values)
    if (property) {
      const before = bodyOf(valuesOf(property))
      const changed = Object.fromEntries(Object.entries(body).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof typeof before])))
      const parsed = UpdatePropertyBody.safeParse(changed)
      if (!parsed.success) {
        setErrors(firstErrorPerField(parsed.error.issues, FIELDS))
        return
      }
      onUpdate?.(changed)
    } else {
      const full = { ...body, owner_operator_id: owners ? optionalId(values.owner_operator_id) : undefined }
      const parsed = CreatePropertyBody.safeParse(full)
      if (!parsed.success) {
        setErrors(firstErrorPerField(parsed.error.issues, FIELDS))
        return
      }
      onCreate?.(full as CreatePropertyBody)
    }
  }
  const hasErrors = Object.values(errors).some(Boolean)

  return (
    <form className={`${form.form} ${styles.grid}`} onSubmit={onSubmit} noValidate aria-describedby={error ? `${id}-server` : undefined}>
      <Field id={`${id}-property_name`} label={t.name} error={errors.property_name}>
        <input id={`${id}-property_name`} className={form.input} value={values.property_name} onChange={(e) => set('property_name', e.target.value)} maxLength={100} {...invalid('property_name')} />
      </Field>
      {owners && !property && (
        <Field id={`${id}-owner_operator_id`} label={t.owner} error={errors.owner_operator_id}>
          <select id={`${id}-owner_operator_id`} className={form.input} value={values.owner_operator_id} onChange={(e) => set('owner_operator_id', e.target.value)} {...invalid('owner_operator_id')}>
            <option value="">{t.chooseOwner}</option>
            {owners.map((o) => (
              <option key={o.operator_id} value={o.operator_id}>
                {o.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <div className={styles.pair}>
        <Field id={`${id}-property_type`} label={t.type}>
          <select id={`${id}-property_type`} className={form.input} value={values.property_type} onChange={(e) => set('property_type', e.target.value as Values['property_type'])}>
            {TYPES.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-furnishing`} label={t.furnishing}>
          <select id={`${id}-furnishing`} className={form.input} value={values.furnishing} onChange={(e) => set('furnishing', e.target.value as Values['furnishing'])}>
            {FURNISHINGS.map((f) => (
              <option key={f}>{f}</option>
            ))}
          </select>
        </Field>
      </div>
      <Field id={`${id}-address`} label={t.address} error={errors.address}>
        <input id={`${id}-address`} className={form.input} value={values.address} onChange={(e) => set('address', e.target.value)} maxLength={300} autoComplete="street-address" {...invalid('address')} />
      </Field>
      <div className={styles.pair}>
        <Field id={`${id}-city`} label={t.city}>
          <select
            id={`${id}-city`}
            className={form.input}
            value={values.city_id}
            onChange={(e) => {
              set('city_id', Number(e.target.value))
              set('locality_id', '')
            }}
          >
            {CITIES.map((c) => (
              <option key={c.city_id} value={c.city_id}>
                {c.city_name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-locality_id`} label={t.locality} error={errors.locality_id}>
          <select id={`${id}-locality_id`} className={form.input} value={values.locality_id} onChange={(e) => set('locality_id', e.target.value)} {...invalid('locality_id')}>
            <option value="">{localities.isPending ? t.localitiesLoading : t.chooseLocality}</option>
            {localities.data?.map((l) => (
              <option key={l.locality_id} value={l.locality_id}>
                {l.locality_name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className={styles.pair}>
        <Field id={`${id}-pincode`} label={t.pincode} error={errors.pincode}>
          <input id={`${id}-pincode`} className={form.input} inputMode="numeric" maxLength={6} autoComplete="postal-code" value={values.pincode} onChange={(e) => set('pincode', e.target.value.replace(/\D/g, ''))} {...invalid('pincode')} />
        </Field>
        <Field id={`${id}-visit_slot_capacity`} label={t.slotCapacity} hint={t.slotCapacityHint} error={errors.visit_slot_capacity}>
          <input id={`${id}-visit_slot_capacity`} className={form.input} type="number" min={1} max={50} value={values.visit_slot_capacity} onChange={(e) => set('visit_slot_capacity', e.target.value)} {...invalid('visit_slot_capacity')} />
        </Field>
      </div>
      <fieldset className={styles.fieldset} {...invalid('genders')}>
        <legend className={form.label}>{t.genders}</legend>
        <div className={styles.checks}>
          {GENDERS.map((g) => (
            <label key={g} className={styles.check}>
              <input type="checkbox" checked={values.genders.includes(g)} onChange={() => set('genders', toggle(values.genders, g))} />
              {genderLabels[g]}
            </label>
          ))}
        </div>
        {errors.genders && (
          <p id={`${id}-genders-error`} className={form.error}>
            {errors.genders}
          </p>
        )}
      </fieldset>
      <div className={styles.pair}>
        <Field id={`${id}-noticeperiod_months`} label={t.notice} error={errors.noticeperiod_months}>
          <input id={`${id}-noticeperiod_months`} className={form.input} type="number" min={0} max={24} value={values.noticeperiod_months} onChange={(e) => set('noticeperiod_months', e.target.value)} {...invalid('noticeperiod_months')} />
        </Field>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={form.label}>{t.features}</legend>
        <div className={styles.checks}>
          {FEATURES.map((f) => (
            <label key={f.feature_id} className={styles.check}>
              <input type="checkbox" checked={values.feature_ids.includes(f.feature_id)} onChange={() => set('feature_ids', toggle(values.feature_ids, f.feature_id))} />
              {f.feature_name}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id={`${id}-description`} label={t.description} error={errors.description}>
        <textarea id={`${id}-description`} className={form.input} rows={4} maxLength={3000} value={values.description} onChange={(e) => set('description', e.target.value)} {...invalid('description')} />
      </Field>
      <Field id={`${id}-highlights`} label={t.highlights} error={errors.highlights}>
        <textarea id={`${id}-highlights`} className={form.input} rows={3} value={values.highlights} onChange={(e) => set('highlights', e.target.value)} {...invalid('highlights')} />
      </Field>
      <Field id={`${id}-ownership`} label={t.ownership} error={errors.ownership}>
        <input id={`${id}-ownership`} className={form.input} maxLength={100} value={values.ownership} onChange={(e) => set('ownership', e.target.value)} {...invalid('ownership')} />
      </Field>
      <div className={styles.submit}>
        <p id={`${id}-server`} className={form.error} role="alert">
          {error ?? (hasErrors ? t.fixErrors : null)}
        </p>
        <Button type="submit" busy={busy}>
          {property ? t.save : t.create}
        </Button>
      </div>
    </form>
  )
}
