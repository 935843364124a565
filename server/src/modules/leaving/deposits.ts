import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm'
import { dateText } from '@basera/contract/india-text'
import type { OperatorDeposit } from '@basera/contract/leaving'
import type { Db } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { bookings, tenants } from '../../db/schema-activity.ts'
import { depositSettlements, notices } from '../../db/schema-leaving.ts'
import { rentDues } from '../../db/schema-money.ts'
import { depositHeld, settlementAnswer } from './settlement.ts'

// The console's deposits (the Money screen's "Deposits held and settlements"): each stay that moved in, what the
// owner holds, the tenant's notice, the settlement once made, and the unpaid dues a settlement may deduct.

const LIMIT = 200

/** `scope`: the operator policy's condition on bookings.property_id. */
export async function operatorDeposits(db: Db, scope: SQL | undefined, now: Date): Promise<OperatorDeposit[]> {
  const rows = await db.select({ b: bookings, propertyName: properties.name, tenantName: tenants.fullName, lastDay: notices.lastDay, s: depositSettlements })
    .from(bookings).innerJoin(tenants, eq(tenants.id, bookings.tenantId)).innerJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(notices, eq(notices.bookingId, bookings.id)).leftJoin(depositSettlements, eq(depositSettlements.bookingId, bookings.id))
    .where(and(inArray(bookings.status, ['moved_in', 'moved_out']), scope))
    .orderBy(desc(bookings.createdAt), desc(bookings.id)).limit(LIMIT)
  const out: OperatorDeposit[] = []
  for (const r of rows) {
    const names = { propertyName: r.propertyName, tenantName: r.tenantName }
    const open = r.s ? [] : await db.select().from(rentDues).where(and(eq(rentDues.bookingId, r.b.id), eq(rentDues.status, 'open'))).orderBy(asc(rentDues.dueDate))
    out.push({
      bookingId: r.b.id, property_id: r.b.propertyId, property_name: r.propertyName, tenant_name: r.tenantName, booking_status: r.b.status,
      deposit: r.s ? r.s.deposit : (await depositHeld(db, r.b)).deposit, notice_last_day: r.lastDay,
      settlement: r.s ? settlementAnswer(r.s, names, now) : null,
      unpaid_dues: open.map((d) => ({ due_id: d.id, label: `Unpaid rent due ${dateText(d.dueDate)}`, amount: d.total })),
    })
  }
  return out
}
