import { eq } from 'drizzle-orm'
import type { RentPaymentBody } from '@basera/contract/engagement'
import { messages } from '@basera/contract/messages'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { bookings, rentPaymentRequests, tenants } from '../../db/schema-activity.ts'
import { AppError } from '../../lib/errors.ts'
import { assertOwner } from '../../plugins/auth.ts'

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
