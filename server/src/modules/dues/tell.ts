import { sql } from 'drizzle-orm'
import { dateText } from '@basera/contract/india-text'
import { rupeesText } from '@basera/contract/pricing'
import { rowsOf, type Db } from '../../db/client.ts'
import { notifyLead } from '../notifications/service.ts'
import { notifyPropertyOperators } from '../notifications/operators.ts'

// Reaching people about rent (PRODUCT.md "Reaching people": a due and a receipt to the tenant, a payment to the
// operators), each told in the transaction that made the due or took the payment.

interface DueParty { leadId: number; propertyId: number; propertyName: string; total: number; dueDate: string; bookingId: number }

async function partyOfDue(tx: Db, dueId: number): Promise<DueParty | null> {
  const [row] = await rowsOf<{ lead_id: number | string; property_id: number | string; name: string; total: number | string; due_date: string; booking_id: number | string }>(tx, sql`
    select t.lead_id, b.property_id, p.name, d.total, d.due_date::text as due_date, b.id as booking_id
    from rent_dues d join bookings b on b.id = d.booking_id join tenants t on t.id = b.tenant_id join properties p on p.id = b.property_id
    where d.id = ${dueId}`)
  if (!row) return null
  return { leadId: Number(row.lead_id), propertyId: Number(row.property_id), propertyName: row.name, total: Number(row.total), dueDate: row.due_date, bookingId: Number(row.booking_id) }
}

/** A new due: the tenant is told what and by when, with a link to pay it. */
export async function tellDueMade(tx: Db, dueId: number, at: Date): Promise<void> {
  const due = await partyOfDue(tx, dueId)
  if (!due || due.total <= 0) return
  await notifyLead(tx, {
    leadId: due.leadId, kind: 'rent_due', bookingId: due.bookingId, at, url: '/pay-rent',
    title: 'Rent due', body: `${rupeesText(due.total)} for ${due.propertyName} is due on ${dateText(due.dueDate)}.`,
    details: { property_name: due.propertyName, amount: due.total, due_date: due.dueDate },
  })
}

/** No reminder after a due is paid: one quiet hours still hold goes unsent. */
export async function withdrawReminders(tx: Db, dueId: number): Promise<void> {
  await tx.execute(sql`
    update notify_deliveries set state = 'skipped', claimed_until = null
    where state = 'pending' and event_id in (select id from notify_events where kind = 'rent_reminder' and (params->>'due_id')::int = ${dueId})`)
}

/** A due paid (online, or recorded by the operator): the tenant's receipt is ready; online, the operators hear of it. */
export async function tellDuePaid(tx: Db, dueId: number, how: 'online' | 'recorded', at: Date): Promise<void> {
  const due = await partyOfDue(tx, dueId)
  if (!due) return
  await withdrawReminders(tx, dueId)
  await notifyLead(tx, {
    leadId: due.leadId, kind: 'rent_paid', bookingId: due.bookingId, at, url: '/pay-rent',
    title: 'Rent paid: your receipt is ready', body: `${rupeesText(due.total)} for ${due.propertyName} is paid. Download the receipt in Pay rent.`,
    details: { property_name: due.propertyName, amount: due.total },
  })
  if (how !== 'online') return
  await notifyPropertyOperators(tx, {
    propertyId: due.propertyId, kind: 'payment_received', bookingId: due.bookingId, at, url: '/operator/money', details: { amount: due.total },
    title: `Rent of ${rupeesText(due.total)} paid`, body: `A tenant of ${due.propertyName} paid ${rupeesText(due.total)} online.`,
  })
}
