import { describe, expect, it } from 'vitest'
import { auditSentence, type AuditFacts } from './audit-sentence.ts'

const base: AuditFacts = { who: 'Asha Owner', entity: 'room_option', entity_id: 7, action: 'unit_rent', before: 9500, after: 500, property: 'Lotus Living Boys PG, Saket', subject: 'Double' }
const sentence = (change: Partial<AuditFacts>) => auditSentence({ ...base, ...change })
const RAW = /\b(availability_confirmed|unit_rent|moved_in)\b|"confirmed"|Property #|\/media\/|T\d\d:\d\d/

describe('auditSentence: the log as an owner reads it', () => {
  it.each([
    [{}, 'Asha Owner changed the monthly rent of the Double room at Lotus Living Boys PG, Saket from ₹9,500 to ₹500.'],
    [{ action: 'available_rooms', before: 2, after: 1 }, 'Asha Owner changed the rooms available of the Double room at Lotus Living Boys PG, Saket from 2 to 1.'],
    [{ action: 'security_deposit_months', before: 1, after: 2 }, 'Asha Owner changed the deposit of the Double room at Lotus Living Boys PG, Saket from 1 month to 2 months.'],
    [{ action: 'electricity', before: { type: 'included' }, after: { type: 'metered', rate_per_unit: 9 } }, 'Asha Owner changed electricity of the Double room at Lotus Living Boys PG, Saket from included in the rent to by meter at ₹9 a unit.'],
    [{ action: 'created', before: null, after: { unit_rent: 125000 } }, 'Asha Owner added a Double room at Lotus Living Boys PG, Saket, ₹1,25,000 a month.'],
    [{ entity: 'property', action: 'availability_confirmed', before: '2026-11-10T23:10:13.087Z', after: '2026-11-27T20:26:21.960Z', subject: null },
      'Asha Owner confirmed the rooms of Lotus Living Boys PG, Saket are available (last confirmed 11 Nov 2026, 4:40 am).'],
    [{ entity: 'property', action: 'published', before: true, after: false, subject: null }, 'Asha Owner unpublished Lotus Living Boys PG, Saket: tenants no longer see it.'],
    [{ entity: 'property', action: 'cancellation_terms', before: [], after: [{ days_before_move_in: 7, refund_percent: 100 }, { days_before_move_in: 0, refund_percent: 0 }], subject: null },
      'Asha Owner changed the refund rules of Lotus Living Boys PG, Saket to: 7+ days before move-in: 100% back; later: nothing back.'],
    [{ entity: 'property', action: 'rent_day', before: null, after: 5, subject: null },
      'Asha Owner changed the rent day of Lotus Living Boys PG, Saket from the move-in day to day 5 of the month (for bookings made from then on).'],
    [{ entity: 'property', action: 'late_fee', before: null, after: { grace_days: 3, amount: 1200 }, subject: null },
      'Asha Owner changed the late fee of Lotus Living Boys PG, Saket from none to ₹1,200 after 3 grace days (for bookings made from then on).'],
    [{ entity: 'photo', action: 'added', before: null, after: '/media/uploads/p163-abc.webp', subject: null }, 'Asha Owner added a photo to Lotus Living Boys PG, Saket.'],
    [{ entity: 'photo', action: 'deleted', before: '/media/uploads/p163-abc.webp', after: null, subject: null }, 'Asha Owner removed a photo from Lotus Living Boys PG, Saket.'],
    [{ entity: 'booking', action: 'status', before: 'confirmed', after: 'accepted', subject: 'Rahul Verma' }, 'Asha Owner accepted the booking of Rahul Verma at Lotus Living Boys PG, Saket.'],
    [{ entity: 'booking', action: 'status', before: 'confirmed', after: { status: 'declined', reason: 'Room under repair' }, subject: 'Rahul Verma' },
      'Asha Owner declined the booking of Rahul Verma at Lotus Living Boys PG, Saket: "Room under repair".'],
    [{ entity: 'booking', action: 'status', before: 'accepted', after: 'moved_in', subject: 'Rahul Verma' }, 'Asha Owner marked Rahul Verma as moved in at Lotus Living Boys PG, Saket.'],
    [{ entity: 'booking', action: 'status', before: 'held', after: 'cancelled', subject: 'Rahul Verma' },
      'Asha Owner changed the booking of Rahul Verma at Lotus Living Boys PG, Saket from "On hold" to "Cancelled by tenant".'],
    [{ entity: 'visit', action: 'status', before: { status: 'requested' }, after: { status: 'scheduled', visit_date: '2026-11-29', visit_slot: 'Afternoon' }, subject: 'Priya' },
      'Asha Owner confirmed the visit of Priya to Lotus Living Boys PG, Saket on Sun, 29 Nov, 12–4 pm.'],
    [{ entity: 'visit', action: 'slot', before: { visit_date: '2026-11-29', visit_slot: 'Morning' }, after: { status: 'scheduled', visit_date: '2026-11-30', visit_slot: 'Evening' }, subject: 'Priya' },
      'Asha Owner moved the visit of Priya to Lotus Living Boys PG, Saket from Sun, 29 Nov, 9 am–12 pm to Mon, 30 Nov, 4–8 pm.'],
    [{ entity: 'request', action: 'handled', before: null, after: null, subject: 'Priya' }, 'Asha Owner marked the callback request of Priya about Lotus Living Boys PG, Saket as handled.'],
    [{ entity: 'operator', action: 'invited', before: null, after: { role: 'manager', name: 'Sunil', phone: '9876501234' }, subject: 'Sunil' },
      'Asha Owner invited Sunil as a manager to run Lotus Living Boys PG, Saket.'],
    [{ entity: 'operator', action: 'removed', before: { name: 'Sunil' }, after: null, subject: 'Sunil' }, 'Asha Owner removed Sunil from the team (they ran Lotus Living Boys PG, Saket).'],
    [{ entity: 'review', action: 'replied', before: null, after: 'Thank you!', subject: 'Meera N.' }, 'Asha Owner replied to the review of Meera N. on Lotus Living Boys PG, Saket.'],
  ] as const)('%j', (change, expected) => {
    const text = sentence(change)
    expect(text).toBe(expected)
    expect(text).not.toMatch(RAW)
  })
})
