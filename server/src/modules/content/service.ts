import { eq } from 'drizzle-orm'
import type { ContactUsBody, HomepageContent, LogEventBody, RentPaymentBody } from '@basera/contract/engagement'
import { messages } from '@basera/contract/messages'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { bookings, contactMessages, content, events, rentPaymentRequests, tenants } from '../../db/schema-activity.ts'
import { assertOwner } from '../../plugins/auth.ts'
import { AppError } from '../../plugins/errors.ts'

type ContentKey = 'HOMEPAGE' | 'NOTIFICATIONS'
type Notifications = { notifications: { id: number; title: string; body: string; created_at: string }[] }

const EMPTY: { HOMEPAGE: HomepageContent; NOTIFICATIONS: Notifications } = {
  HOMEPAGE: { testimonials: [], reviews: [] },
  NOTIFICATIONS: { notifications: [] },
}

/** Stored content by key; a database without it (production before content is added) answers empty lists. */
export async function getContent(db: Db, key: ContentKey): Promise<HomepageContent | Notifications> {
  const rows = await db.select({ data: content.data }).from(content).where(eq(content.key, key))
  return (rows[0]?.data as HomepageContent | Notifications | undefined) ?? EMPTY[key]
}

export async function logEvent(db: Db, leadId: number | null, body: z.output<typeof LogEventBody>, now: Date): Promise<void> {
  await db.insert(events).values({ leadId, name: body.event_name, params: body.params, createdAt: now })
}

export async function saveContactMessage(db: Db, leadId: number | null, body: z.output<typeof ContactUsBody>, now: Date): Promise<void> {
  await db.insert(contactMessages).values({ leadId, name: body.name, email: body.email, message: body.message, createdAt: now })
}

/** Records a rent payment request; no gateway is integrated, so nothing is ever marked paid. */
export async function recordRentPayment(db: Db, leadId: number, body: z.output<typeof RentPaymentBody>, now: Date): Promise<number> {
  if (body.bookingId !== undefined) {
    const rows = await db.select({ leadId: tenants.leadId }).from(bookings)
      .innerJoin(tenants, eq(tenants.id, bookings.tenantId)).where(eq(bookings.id, body.bookingId))
    if (!rows[0]) throw new AppError(404, messages.bookingNotFound)
    assertOwner(leadId, rows[0].leadId)
  }
  const [row] = await db.insert(rentPaymentRequests).values({
    leadId,
    bookingId: body.bookingId ?? null,
    payerName: body.payer_name,
    amount: body.amount,
    rentMonth: body.rent_month,
    upiId: body.upi_id || null,
    createdAt: now,
  }).returning({ id: rentPaymentRequests.id })
  if (!row) throw new Error('rent payment insert returned nothing')
  return row.id
}
