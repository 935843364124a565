import { sql } from 'drizzle-orm'
import { addDays, daysBetween, todayInIndia } from '@basera/contract/dates'
import { dateText } from '@basera/contract/india-text'
import { rupeesText } from '@basera/contract/pricing'
import { rowsOf, type Db } from '../../db/client.ts'
import { notifyLead } from '../notifications/service.ts'

// Reminders of an unpaid due (PRODUCT.md "Rent over the stay"): 3 days before its date, on the day, 3 days after;
// each at most once (a row per due and stage, written with the notification), none once it is paid (a paid due is
// never picked, and paying cancels a reminder quiet hours still hold: tell.ts).

/** How many days before its date a due exists, and is reminded of; and after it, the last reminder. */
export const REMIND_DAYS = 3

type Stage = 'before' | 'day' | 'after'

/** The stage a due is in today (days from its date), and the first day of that stage. */
function stageOf(daysFromDue: number): { stage: Stage; from: number } | null {
  if (daysFromDue < -REMIND_DAYS) return null
  if (daysFromDue < 0) return { stage: 'before', from: -REMIND_DAYS }
  if (daysFromDue < REMIND_DAYS) return { stage: 'day', from: 0 }
  return { stage: 'after', from: REMIND_DAYS }
}

interface OpenDue { id: number | string; due_date: string; created_on: string; total: number | string; booking_id: number | string; lead_id: number | string; name: string }

/**
 * Tells each tenant of their unpaid dues' stage, once per stage. A stage that began before the due was made is
 * skipped (the due's own notification told them), as is a stage the job missed (no "due in 3 days" after the day).
 */
export async function sendReminders(db: Db, now: Date): Promise<number> {
  const today = todayInIndia(now)
  const open = await rowsOf<OpenDue>(db, sql`
    select d.id, d.due_date::text as due_date, (d.created_at at time zone 'Asia/Kolkata')::date::text as created_on, d.total, d.booking_id, t.lead_id, p.name
    from rent_dues d join bookings b on b.id = d.booking_id join tenants t on t.id = b.tenant_id join properties p on p.id = b.property_id
    where d.status = 'open' and d.total > 0 and d.due_date <= ${addDays(today, REMIND_DAYS)}
      and not exists (select 1 from rent_due_reminders r where r.due_id = d.id and r.stage = 'after')
    order by d.due_date, d.id limit 500`)
  let sent = 0
  for (const due of open) {
    const current = stageOf(daysBetween(due.due_date, today))
    if (!current || addDays(due.due_date, current.from) <= due.created_on) continue
    const told = await db.transaction(async (tx) => {
      const [claimed] = await rowsOf<{ due_id: number }>(tx, sql`
        insert into rent_due_reminders (due_id, stage, sent_at) values (${Number(due.id)}, ${current.stage}, ${now.toISOString()})
        on conflict do nothing returning due_id`)
      if (!claimed) return false
      const total = Number(due.total)
      await notifyLead(tx, {
        leadId: Number(due.lead_id), kind: 'rent_reminder', bookingId: Number(due.booking_id), at: now, url: `/pay-rent?due=${Number(due.id)}`,
        title: current.stage === 'after' ? 'Rent overdue' : current.stage === 'day' ? 'Rent due today' : 'Rent due in 3 days',
        body: `${rupeesText(total)} for ${due.name}, due ${dateText(due.due_date)}.`,
        details: { property_name: due.name, amount: total, due_id: Number(due.id), due_date: due.due_date, reminder: current.stage },
      })
      return true
    })
    if (told) sent++
  }
  return sent
}
