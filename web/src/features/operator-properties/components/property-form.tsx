import { Controller, useForm, useWatch, type Path } from 'react-hook-form'
import { FEATURES } from '@basera/contract/catalogue'
import { CITIES, GENDER_LABELS, GENDERS, type Gender } from '@basera/contract/constants'
import { issueSentence } from '@basera/contract/issue-sentence'
import { messages } from '@basera/contract/messages'
import { CONTACT_NAME_MAX, CreatePropertyBody, operatorMessages, PROPERTY_TEXT_MAX, PropertyFields, UpdatePropertyBody, type OperatorProperty } from '@basera/contract/operator'
import { Field, FieldError } from '../../../components/form/field'
import { FormAlert } from '../../../components/form/form-alert'
import { PhoneInput } from '../../../components/form/phone-input'
import { DigitsInput } from '../../../components/form/digits-input'
import { fieldByMessage, showServerError } from '../../../components/form/server-error'
import { SubmitButton } from '../../../components/form/submit-button'
import { CHECK_WHEN, issuesResolver } from '../../../components/form/use-contract-form'
import { useStrings } from '../../../lib/i18n'
import { useLocalities } from '../api/get-property'
import { propertyFormStrings as t } from '../strings'
import form from '../../../components/form.module.css'
import styles from './property-form.module.css'
import pills from '../../../components/form/check-pills.module.css'

const TYPES = PropertyFields.shape.property_type.options
const FURNISHINGS = PropertyFields.shape.furnishing.options
/** Ten highlights of at most 100 characters, one a line. */
const HIGHLIGHTS_MAX_LENGTH = PROPERTY_TEXT_MAX.highlights * (PROPERTY_TEXT_MAX.highlight + 1)

/** What the form holds: text as typed, numbers parsed into the body. */
interface Values {
  property_name: string
  property_type: (typeof TYPES)[number]
  furnishing: (typeof FURNISHINGS)[number]
  address: string
  city_id: string
  locality_id: string
  pincode: string
  genders: Gender[]
  feature_ids: string[]
  noticeperiod_months: string
  description: string
  highlights: string
  ownership: string
  visit_slot_capacity: string
  owner_operator_id: string
  /** Who tenants call (Call Now, WhatsApp): both empty means Basera support answers. */
  contact_name: string
  contact_phone: string
}
const FIELDS: ReadonlySet<string> = new Set([
  'property_name', 'property_type', 'furnishing', 'address', 'locality_id', 'pincode', 'genders', 'feature_ids',
  'noticeperiod_months', 'description', 'highlights', 'ownership', 'visit_slot_capacity', 'owner_operator_id',
  'contact_name', 'contact_phone',
])

function valuesOf(property: OperatorProperty | undefined): Values {
  return {
    property_name: property?.property_name ?? '',
    property_type: property?.property_type ?? 'PG',
    furnishing: property?.furnishing ?? 'Fully Furnished',
    address: property?.address ?? '',
    city_id: String(property?.city_id ?? CITIES[0].city_id),
    locality_id: property ? String(property.locality_id) : '',
    pincode: property?.pincode ?? '',
    genders: property ? [...property.genders] : [],
    feature_ids: property ? property.feature_ids.map(String) : [],
    noticeperiod_months: String(property?.noticeperiod_months ?? 1),
    description: property?.description ?? '',
    highlights: property?.highlights.join('\n') ?? '',
    ownership: property?.ownership ?? 'Owner managed',
    visit_slot_capacity: String(property?.visit_slot_capacity ?? 3),
    owner_operator_id: property?.owner_operator_id ? String(property.owner_operator_id) : '',
    // a sample contact is not the owner's: the fields stay empty for the real one
    contact_name: property?.contact && !property.contact.is_sample ? property.contact.name : '',
    contact_phone: property?.contact && !property.contact.is_sample ? (property.contact.phone ?? '') : '',
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
    // a checkbox group is a list (or false when none is ticked)
    genders: Array.isArray(values.genders) ? values.genders : [],
    feature_ids: Array.isArray(values.feature_ids) ? values.feature_ids.map(Number) : [],
    noticeperiod_months: num(values.noticeperiod_months),
    description: values.description,
    highlights: values.highlights.split('\n').map((line) => line.trim()).filter(Boolean),
    ownership: values.ownership,
    visit_slot_capacity: num(values.visit_slot_capacity),
    // both empty: no contact of the owner's (Basera support answers); one of them: the schema names the other
    contact: values.contact_name.trim() === '' && values.contact_phone.trim() === '' ? null : { name: values.contact_name, phone: values.contact_phone },
  }
}

/** What changed from the saved property: the update's body. */
function changesOf(values: Values, property: OperatorProperty): UpdatePropertyBody {
  const body = bodyOf(values)
  const before = bodyOf(valuesOf(property))
  return Object.fromEntries(Object.entries(body).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof typeof before])))
}

/** A new property's body (an admin names its owner). */
function createBodyOf(values: Values, forOwner: boolean) {
  const owner = values.owner_operator_id.trim()
  return { ...bodyOf(values), owner_operator_id: forOwner && owner !== '' ? Number(owner) : undefined }
}

/** The form field of an issue's path (a highlight's line is the highlights box). */
function fieldOf(path: readonly PropertyKey[]): Path<Values> | undefined {
  const [first, second] = path
  // the contact's name and phone are two fields of the form
  if (first === 'contact') return second === 'name' ? 'contact_name' : 'contact_phone'
  return typeof first === 'string' && FIELDS.has(first) ? (first as Path<Values>) : undefined
}

/** The field a server sentence is about. */
const byMessage = fieldByMessage<Values>({
  property_name: ['Property name is required', 'The property name can have at most 100 characters'],
  address: ['Address is required', 'The address can have at most 300 characters'],
  pincode: ['Pincode must be 6 digits'],
  genders: ['Choose at least one gender'],
  noticeperiod_months: [operatorMessages.wholeNumberBetween('Notice period (months)', 0, 24)],
  description: [operatorMessages.descriptionTooLong],
  highlights: [operatorMessages.highlightEmpty, operatorMessages.highlightTooLong, operatorMessages.highlightsTooMany],
  visit_slot_capacity: [operatorMessages.visitSlotCapacity],
  contact_name: [operatorMessages.contactNameRequired, operatorMessages.contactNameTooLong],
  contact_phone: [messages.phoneRequired, messages.phoneTenDigits, messages.phoneIndianMobile],
})
// "The highlight "Fully furnished rooms" says …, but the furnishing is …": said beside the highlights
const serverField = (message: string, field: string | undefined): Path<Values> | undefined =>
  message.startsWith('The highlight "') ? 'highlights' : byMessage(message, field)

interface Owner {
  operator_id: number
  name: string
}

interface PropertyFormProps {
  /** The property being edited; none for a new one. */
  property?: OperatorProperty
  /** An admin lists a property for an owner: the owners to choose from. */
  owners?: readonly Owner[]
  /** Sends the body; a refusal is shown on the field it names, else inside the form. */
  onCreate?: (body: CreatePropertyBody) => Promise<unknown>
  onUpdate?: (body: UpdatePropertyBody) => Promise<unknown>
}

/** A property's details: the same contract schema checks them here and on the server. */
export function PropertyForm({ property, owners, onCreate, onUpdate }: PropertyFormProps) {
  const genderLabels = useStrings(GENDER_LABELS)
  const values = useForm<Values>({
    ...CHECK_WHEN,
    defaultValues: valuesOf(property),
    resolver: issuesResolver<Values>(
      (v) => {
        const parsed = property ? UpdatePropertyBody.safeParse(changesOf(v, property)) : CreatePropertyBody.safeParse(createBodyOf(v, owners !== undefined))
        if (parsed.success) return []
        // a rule's own sentence, else one naming the field (never the validation library's words)
        return parsed.error.issues.map((issue) => ({
          path: issue.path,
          message: issue.path[0] === 'locality_id' && v.locality_id === '' ? t.chooseLocality : (issueSentence(issue) ?? issue.message),
        }))
      },
      fieldOf,
    ),
  })
  const { errors, isSubmitting } = values.formState
  const localities = useLocalities(Number(useWatch({ control: values.control, name: 'city_id' })))
  const city = values.register('city_id')

  const onSubmit = values.handleSubmit(async (v) => {
    try {
      // the resolver checked the body with the contract before this runs
      if (property) await onUpdate?.(changesOf(v, property))
      else await onCreate?.(createBodyOf(v, owners !== undefined) as CreatePropertyBody)
    } catch (error) {
      showServerError(values, error, serverField)
    }
  })

  const text = (name: 'property_name' | 'address' | 'ownership', label: string, maxLength: number, autoComplete?: string) => (
    <Field label={label} error={errors[name]?.message}>
      {(control) => <input {...control} className={form.input} maxLength={maxLength} autoComplete={autoComplete} {...values.register(name)} />}
    </Field>
  )
  const digits = (name: 'pincode' | 'noticeperiod_months' | 'visit_slot_capacity', label: string, maxLength: number, hint?: string, autoComplete?: string) => (
    <Field label={label} error={errors[name]?.message} hint={hint}>
      {(control) => <DigitsInput {...control} registration={values.register(name)} className={form.input} maxLength={maxLength} autoComplete={autoComplete} />}
    </Field>
  )

  return (
    <form className={`${form.form} ${styles.grid}`} onSubmit={(event) => void onSubmit(event)} noValidate>
      {text('property_name', t.name, PROPERTY_TEXT_MAX.property_name)}
      {owners && !property && (
        <Field label={t.owner} error={errors.owner_operator_id?.message}>
          {(control) => (
            <select {...control} className={form.input} {...values.register('owner_operator_id')}>
              <option value="">{t.chooseOwner}</option>
              {owners.map((o) => (
                <option key={o.operator_id} value={o.operator_id}>
                  {o.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <div className={styles.pair}>
        <Field label={t.type}>
          {(control) => (
            <select {...control} className={form.input} {...values.register('property_type')}>
              {TYPES.map((type) => (
                <option key={type}>{type}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t.furnishing} error={errors.furnishing?.message}>
          {(control) => (
            <select {...control} className={form.input} {...values.register('furnishing')}>
              {FURNISHINGS.map((f) => (
                <option key={f}>{f}</option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {text('address', t.address, PROPERTY_TEXT_MAX.address, 'street-address')}
      <div className={styles.pair}>
        <Field label={t.city}>
          {(control) => (
            <select
              {...control}
              className={form.input}
              {...city}
              onChange={(event) => {
                // another city's localities: the old choice is not one of them
                values.setValue('locality_id', '')
                void city.onChange(event)
              }}
            >
              {CITIES.map((c) => (
                <option key={c.city_id} value={c.city_id}>
                  {c.city_name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Controller
          control={values.control}
          name="locality_id"
          render={({ field, fieldState }) => (
            <Field label={t.locality} error={fieldState.error?.message}>
              {(control) => (
                <select {...control} className={form.input} name={field.name} ref={field.ref} value={field.value} onChange={field.onChange} onBlur={field.onBlur}>
                  <option value="">{localities.isPending ? t.localitiesLoading : t.chooseLocality}</option>
                  {localities.data?.map((l) => (
                    <option key={l.locality_id} value={l.locality_id}>
                      {l.locality_name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        />
      </div>
      <div className={styles.pair}>
        {digits('pincode', t.pincode, 6, undefined, 'postal-code')}
        {digits('visit_slot_capacity', t.slotCapacity, 2, t.slotCapacityHint)}
      </div>
      <fieldset className={styles.fieldset} aria-invalid={Boolean(errors.genders)} aria-describedby={errors.genders ? 'property-genders-error' : undefined}>
        <legend className={form.label}>{t.genders}</legend>
        <div className={pills.checks}>
          {GENDERS.map((g) => (
            <label key={g} className={pills.check}>
              <input type="checkbox" value={g} {...values.register('genders')} />
              {genderLabels[g]}
            </label>
          ))}
        </div>
        <FieldError id="property-genders-error" message={errors.genders?.message} />
      </fieldset>
      <div className={styles.pair}>{digits('noticeperiod_months', t.notice, 2)}</div>
      <fieldset className={styles.fieldset}>
        <legend className={form.label}>{t.features}</legend>
        <div className={pills.checks}>
          {FEATURES.map((f) => (
            <label key={f.feature_id} className={pills.check}>
              <input type="checkbox" value={String(f.feature_id)} {...values.register('feature_ids')} />
              {f.feature_name}
            </label>
          ))}
        </div>
      </fieldset>
      <Field label={t.description} error={errors.description?.message}>
        {(control) => <textarea {...control} className={form.input} rows={4} maxLength={PROPERTY_TEXT_MAX.description} {...values.register('description')} />}
      </Field>
      <Field label={t.highlights} error={errors.highlights?.message}>
        {(control) => <textarea {...control} className={form.input} rows={3} maxLength={HIGHLIGHTS_MAX_LENGTH} {...values.register('highlights')} />}
      </Field>
      {text('ownership', t.ownership, PROPERTY_TEXT_MAX.ownership)}
      <fieldset className={styles.fieldset}>
        <legend className={form.label}>{t.contactTitle}</legend>
        <p className={form.hint}>{property?.contact?.is_sample ? t.contactSampleHint : t.contactHint}</p>
        <div className={styles.pair}>
          <Field label={t.contactName} error={errors.contact_name?.message}>
            {(control) => <input {...control} className={form.input} maxLength={CONTACT_NAME_MAX} autoComplete="off" {...values.register('contact_name')} />}
          </Field>
          <Field label={t.contactPhone} error={errors.contact_phone?.message}>
            {(control) => <PhoneInput {...control} registration={values.register('contact_phone')} className={form.input} />}
          </Field>
        </div>
      </fieldset>
      <div className={styles.submit}>
        <FormAlert errors={errors} />
        <SubmitButton busy={isSubmitting} block={false}>
          {property ? t.save : t.create}
        </SubmitButton>
      </div>
    </form>
  )
}
