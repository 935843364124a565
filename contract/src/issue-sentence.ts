import { formatRupees } from './india-text.ts'
import { messages } from './messages.ts'

// A validation issue a person reads. Every field with a rule of ours says its own sentence (messages.ts,
// operatorMessages); an issue that carries only the validation library's wording ("Too big: expected number
// to be <=10000000") gets a sentence naming the field instead, so no library text ever reaches a person.
// The server's error plugin uses it for every 4xx; a form can use it for the same issues.

/** What a zod issue carries (zod 4), as far as a sentence needs it. */
export interface IssueLike {
  code?: string
  message?: string
  path?: readonly PropertyKey[]
  origin?: string
  minimum?: number | bigint
  maximum?: number | bigint
  inclusive?: boolean
  expected?: string
}

/** The validation library's own wording (zod's default messages), never a person's sentence. */
const LIBRARY_TEXT = /^(Invalid (input|option|string|element|key|union|type|email|url|date|uuid|number)|Too (big|small)|Unrecognized keys?|No matching discriminator)|\bexpected\b/

/** True when a message is the library's wording (or our bare "Invalid request") rather than a sentence for the field. */
export function isLibraryText(message: string | undefined): boolean {
  return message === undefined || message === '' || message === messages.invalidRequest || LIBRARY_TEXT.test(message)
}

/** Names people read for the API's field names (the rest read as their words: `visit_slot_capacity` → "Visit slot capacity"). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  unit_rent: 'Monthly rent',
  maintenance_amount: 'Maintenance',
  monthly_price: 'The food price',
  rate_per_unit: 'The electricity rate per unit',
  amount: 'The amount',
  available_rooms: 'Available rooms',
  total_rooms: 'Total rooms',
  security_deposit_months: 'The deposit (months)',
  noticeperiod_months: 'The notice period (months)',
  agreement_duration_months: 'The agreement length (months)',
  lockinperiod_months: 'The lock-in (months)',
  room_type_id: 'The room type',
  locality_id: 'The locality',
  feature_ids: 'Amenities',
  property_ids: 'Properties',
  photo_ids: 'Photos',
  property_id: 'The property',
  propertyId: 'The property',
  bookingId: 'The booking',
  leadId: 'Your account',
  lead_profile_id: 'Your account',
  tenant_id: 'The tenant',
  visit_id: 'The visit',
  room_option_id: 'The room option',
  cancellation_terms: 'The refund rules',
  days_before_move_in: 'Days before move-in',
  refund_percent: 'The refund share',
  one_time_fees: 'One-time fees',
  latitude: 'Latitude',
  longitude: 'Longitude',
  visit_date: 'The visit date',
  visit_slot: 'The time slot',
  before_id: 'The page',
  page: 'The page',
  page_size: 'The page size',
  cityname: 'The city',
  // the spec's generic service call names its params so
  PROPERTY_ID: 'The property',
  LEAD_ID: 'Your account',
  MOBILE_NO: 'The mobile number',
}
/** Ids a client sends for a record (`propertyId`, `room_option_id`, `PROPERTY_ID`); a list of them (`property_ids`) is no id. */
const ID_FIELD = /(^|_)id$|[a-z]Id$|^[A-Z_]+_ID$/

/** Fields in rupees: their bounds read as money. */
const RUPEE_FIELDS: ReadonlySet<string> = new Set(['unit_rent', 'maintenance_amount', 'monthly_price', 'amount', 'minAmount', 'maxAmount', 'pref_budget_min_range', 'pref_budget_max_range'])

/** The field an issue is about: the last named step of its path (`one_time_fees/0/amount` → `amount`). */
function fieldOf(path: readonly PropertyKey[]): string | null {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'string') return path[i] as string
  return null
}

/** A field's name as people read it, capitalised. */
export function fieldLabel(field: string): string {
  const label = FIELD_LABELS[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase()
  return label.charAt(0).toUpperCase() + label.slice(1)
}

const lower = (label: string) => label.replace(/^The /, 'the ').replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())

/** The sentence for one issue: its own when it has one, else one naming the field; null when it names no field. */
export function issueSentence(issue: IssueLike): string | null {
  if (!isLibraryText(issue.message)) return issue.message ?? null
  const field = fieldOf(issue.path ?? [])
  if (field === null) return null
  const label = fieldLabel(field)
  // an id the client sends (a property, a booking): any way of getting it wrong reads the same
  if (ID_FIELD.test(field)) return `That is not a valid ${lower(label).replace(/^(the|your) /, '')}.`
  const bound = (n: number | bigint | undefined) => (RUPEE_FIELDS.has(field) ? formatRupees(Number(n)) : String(n))
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? `${label} is required.` : `${label} must have at least ${issue.minimum} characters.`
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose at least ${issue.minimum} for ${lower(label)}.`
      return issue.inclusive === false ? `${label} must be more than ${bound(issue.minimum)}.` : `${label} must be at least ${bound(issue.minimum)}.`
    case 'too_big':
      if (issue.origin === 'string') return `${label} can have at most ${issue.maximum} characters.`
      if (issue.origin === 'array' || issue.origin === 'set') return `${label} can have at most ${issue.maximum} items.`
      return issue.inclusive === false ? `${label} must be less than ${bound(issue.maximum)}.` : `${label} can be at most ${bound(issue.maximum)}.`
    case 'invalid_type':
      if (issue.expected === 'int') return `${label} must be a whole number.`
      if (issue.expected === 'number') return `${label} must be a number.`
      if (issue.expected === 'string') return `${label} must be text.`
      if (issue.expected === 'boolean') return `${label} must be yes or no (true or false).`
      if (issue.expected === 'array') return `${label} must be a list.`
      return `${label} is not in the right form.`
    case 'not_multiple_of':
      return `${label} must be a whole number.`
    case 'invalid_value':
    case 'invalid_union':
      return `Choose a valid value for ${lower(label)}.`
    case 'invalid_format':
      return `${label} is not in the right form.`
    case 'unrecognized_keys':
      return `${label} has fields this form does not know.`
    default:
      return `Check ${lower(label)}: it is not valid.`
  }
}
