import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bookings } from '../../db/schema-activity.ts'
import { AppError } from '../../lib/errors.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { authorize } from '../operator-access/policy.ts'

/**
 * Whoever may decide the booking's property's bookings (owner, admin, its managers) settles its deposit, revises the
 * settlement and adds its photos; anyone else, and a booking that does not exist, is answered 404 with `notFound`.
 */
export async function assertMaySettle(db: Db, operator: SignedInOperator, bookingId: number, notFound: string): Promise<void> {
  const [found] = await db.select({ propertyId: bookings.propertyId }).from(bookings).where(eq(bookings.id, bookingId))
  if (!found) throw new AppError(404, notFound)
  await authorize(db, operator, found.propertyId, 'decide', notFound)
}
