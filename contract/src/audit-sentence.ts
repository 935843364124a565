import type { CancellationTerms } from './cancellation.ts'
import { VISIT_SLOTS, visitWhenText, type VisitSlotName } from './engagement.ts'
import { dateText, dateTimeText, formatRupees } from './india-text.ts'

// The audit log as an owner reads it: one sentence per entry, with ₹ and Indian grouping for money, India's
// dates and times, the property's name and locality instead of "Property #163", the statuses the console's
// screens use, and photo changes as "a photo was added". The raw fields stay beside it for tools.

/** Booking statuses as the console's screens name them (held → On hold, awaiting the operator → New: awaiting you). */
export const BOOKING_STATUS_WORDS: Readonly<Record<string, string>> = {
  held: 'On hold',
  confirmed: 'New: awaiting you',
  requested: 'New: awaiting you',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  moved_in: 'Moved in',
  moved_out: 'Moved out',
  cancelled: 'Cancelled by tenant',
}
/** Visit statuses as the console's screens name them. */
export const VISIT_STATUS_WORDS: Readonly<Record<string, string>> = {
  requested: 'Requested', scheduled: 'Scheduled', declined: 'Declined', cancelled: 'Cancelled by tenant',
}

/** One entry as the log keeps it, and the names its ids stand for. */
export interface AuditFacts {
  /** Who made the change. */
  who: string
  entity: string
  entity_id: number
  action: string
  before: unknown
  after: unknown
  /** "Lotus Living Boys PG, Saket"; null for a change outside any property. */
  property: string | null
  /** What the entry is about: a room option's room type, a booking's or visit's tenant, a team member, a reviewer. */
  subject: string | null
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const field = (v: unknown, key: string): unknown => (isRecord(v) ? v[key] : undefined)
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null)
const num = (v: unknown): number | null => (typeof v === 'number' ? v : null)
const months = (n: unknown) => (num(n) === 1 ? '1 month' : `${String(n)} months`)
const rupees = (n: unknown) => (num(n) === null ? String(n) : formatRupees(num(n) as number))

function electricity(v: unknown): string {
  if (field(v, 'type') === 'included') return 'included in the rent'
  const rate = num(field(v, 'rate_per_unit'))
  return rate === null ? 'by meter' : `by meter at ${formatRupees(rate)} a unit`
}
function food(v: unknown): string {
  const type = field(v, 'type')
  if (type === 'included') return 'included'
  if (type === 'optional') return `optional at ${rupees(field(v, 'monthly_price'))} a month`
  return 'not offered'
}
function fees(v: unknown): string {
  if (!Array.isArray(v) || v.length === 0) return 'none'
  return v.map((f) => `${text(field(f, 'name')) ?? 'a fee'} ${rupees(field(f, 'amount'))}`).join(', ')
}
function refundRules(v: unknown): string {
  if (!Array.isArray(v) || v.length === 0) return 'none published'
  return (v as CancellationTerms).map((t) => {
    const back = t.refund_percent === 0 ? 'nothing back' : `${t.refund_percent}% back`
    return t.days_before_move_in === 0 ? `later: ${back}` : `${t.days_before_move_in}+ days before move-in: ${back}`
  }).join('; ')
}
const rentDay = (v: unknown) => (num(v) === null ? 'the move-in day' : `day ${String(v)} of the month`)
function lateFee(v: unknown): string {
  const amount = num(field(v, 'amount'))
  return amount === null ? 'none' : `${formatRupees(amount)} after ${String(field(v, 'grace_days'))} grace days`
}
function slotOf(v: unknown): string | null {
  const date = text(field(v, 'visit_date'))
  const slot = field(v, 'visit_slot')
  return date && VISIT_SLOTS.includes(slot as VisitSlotName) ? visitWhenText(date, slot as VisitSlotName) : null
}

/** Room option fields: how a sentence names them and writes their values. */
const ROOM_FIELDS: Readonly<Record<string, { name: string; value: (v: unknown) => string }>> = {
  unit_rent: { name: 'the monthly rent', value: rupees },
  maintenance_amount: { name: 'the maintenance', value: rupees },
  token_amount: { name: 'the booking token', value: rupees },
  available_rooms: { name: 'the rooms available', value: String },
  total_rooms: { name: 'the total rooms', value: String },
  security_deposit_months: { name: 'the deposit', value: months },
  noticeperiod_months: { name: 'the notice period', value: months },
  agreement_duration_months: { name: 'the agreement length', value: months },
  lockinperiod_months: { name: 'the lock-in', value: months },
  electricity: { name: 'electricity', value: electricity },
  food: { name: 'food', value: food },
  one_time_fees: { name: 'the one-time fees', value: fees },
  sharing: { name: 'the beds in the room', value: String },
  ac: { name: 'AC', value: (v) => (v === true ? 'yes' : 'no') },
  attached_bathroom: { name: 'the attached bathroom', value: (v) => (v === true ? 'yes' : 'no') },
  available_from: { name: 'the date the room is free', value: (v) => (typeof v === 'string' ? dateText(v) : 'now') },
}

function roomOptionSentence(f: AuditFacts, at: string): string {
  const room = f.subject ? `the ${f.subject} room at ${at}` : `a room at ${at}`
  if (f.action === 'created') {
    const rent = num(field(f.after, 'unit_rent'))
    return `${f.who} added ${f.subject ? `a ${f.subject} room` : 'a room'} at ${at}${rent === null ? '' : `, ${formatRupees(rent)} a month`}.`
  }
  const known = ROOM_FIELDS[f.action]
  if (!known) return `${f.who} changed the ${f.action.replace(/_/g, ' ')} of ${room}.`
  return `${f.who} changed ${known.name} of ${room} from ${known.value(f.before)} to ${known.value(f.after)}.`
}

function propertySentence(f: AuditFacts, at: string): string {
  switch (f.action) {
    case 'created': return `${f.who} added ${at}${field(f.after, 'published') === true ? ' and published it' : ', not published yet'}.`
    case 'published': return f.after === true ? `${f.who} published ${at}: tenants can find it.` : `${f.who} unpublished ${at}: tenants no longer see it.`
    case 'availability_confirmed': {
      const last = text(f.before)
      return `${f.who} confirmed the rooms of ${at} are available${last ? ` (last confirmed ${dateTimeText(last)})` : ''}.`
    }
    case 'cancellation_terms': return `${f.who} changed the refund rules of ${at} to: ${refundRules(f.after)}.`
    case 'rent_day': return `${f.who} changed the rent day of ${at} from ${rentDay(f.before)} to ${rentDay(f.after)} (for bookings made from then on).`
    case 'late_fee': return `${f.who} changed the late fee of ${at} from ${lateFee(f.before)} to ${lateFee(f.after)} (for bookings made from then on).`
    default: return `${f.who} changed the ${f.action.replace(/_/g, ' ')} of ${at}.`
  }
}

function bookingSentence(f: AuditFacts, at: string): string {
  const tenant = f.subject ?? 'a tenant'
  const to = text(f.after) ?? text(field(f.after, 'status'))
  const reason = text(field(f.after, 'reason'))
  if (to === 'accepted') return `${f.who} accepted the booking of ${tenant} at ${at}.`
  if (to === 'declined') return `${f.who} declined the booking of ${tenant} at ${at}${reason ? `: "${reason}"` : ''}.`
  if (to === 'moved_in') return `${f.who} marked ${tenant} as moved in at ${at}.`
  const from = text(f.before) ?? text(field(f.before, 'status'))
  const word = (s: string | null) => (s === null ? 'unknown' : (BOOKING_STATUS_WORDS[s] ?? s))
  return `${f.who} changed the booking of ${tenant} at ${at} from "${word(from)}" to "${word(to)}"${reason ? `: "${reason}"` : ''}.`
}

function visitSentence(f: AuditFacts, at: string): string {
  const tenant = f.subject ?? 'a tenant'
  const when = slotOf(f.after) ?? 'the time asked'
  const reason = text(field(f.after, 'reason'))
  if (f.action === 'slot') return `${f.who} moved the visit of ${tenant} to ${at} from ${slotOf(f.before) ?? 'the time asked'} to ${when}.`
  const status = text(field(f.after, 'status'))
  if (status === 'scheduled') return `${f.who} confirmed the visit of ${tenant} to ${at} on ${when}.`
  if (status === 'declined') return `${f.who} declined the visit of ${tenant} to ${at}${reason ? `: "${reason}"` : ''}.`
  return `${f.who} set the visit of ${tenant} to ${at} to "${VISIT_STATUS_WORDS[status ?? ''] ?? status ?? 'unknown'}".`
}

function operatorSentence(f: AuditFacts, at: string | null): string {
  const name = f.subject ?? text(field(f.after, 'name')) ?? text(field(f.before, 'name')) ?? 'a team member'
  const role = text(field(f.after, 'role'))
  switch (f.action) {
    case 'invited': return `${f.who} invited ${name}${role ? ` as ${role === 'owner' ? 'an owner' : 'a manager'}` : ''} ${at ? `to run ${at}` : 'to the console'}.`
    case 'access_granted': return `${f.who} gave ${name} ${at ?? 'a property'} to run.`
    case 'access_revoked': return `${f.who} took ${at ?? 'a property'} away from ${name}.`
    case 'removed': return `${f.who} removed ${name} from the team${at ? ` (they ran ${at})` : ''}.`
    default: return `${f.who} changed the ${f.action.replace(/_/g, ' ')} of ${name}.`
  }
}

/** The sentence of one audit entry ("Asha Owner changed the monthly rent of the Double room at Lotus Living Boys PG, Saket from ₹9,500 to ₹500."). */
export function auditSentence(f: AuditFacts): string {
  const at = f.property ?? 'a property'
  switch (f.entity) {
    case 'room_option': return roomOptionSentence(f, at)
    case 'property': return propertySentence(f, at)
    // never the file's address: a photo was added or removed
    case 'photo': return f.action === 'deleted' ? `${f.who} removed a photo from ${at}.` : `${f.who} added a photo to ${at}.`
    case 'booking': return bookingSentence(f, at)
    case 'visit': return visitSentence(f, at)
    case 'request': return `${f.who} marked the callback request of ${f.subject ?? 'a tenant'}${f.property ? ` about ${f.property}` : ''} as handled.`
    case 'operator': return operatorSentence(f, f.property)
    case 'review': return `${f.who} replied to the review of ${f.subject ?? 'a tenant'} on ${at}.`
    default: return `${f.who} changed ${f.entity.replace(/_/g, ' ')} ${f.entity_id}${f.property ? ` at ${f.property}` : ''}.`
  }
}
