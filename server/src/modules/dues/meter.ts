import { and, asc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import { todayInIndia } from '@basera/contract/dates'
import type { MeterReading, RecordMeterReadingBody } from '@basera/contract/dues'
import { messages } from '@basera/contract/messages'
import type { Db } from '../../db/client.ts'
import { bookings } from '../../db/schema-activity.ts'
import { meterReadings } from '../../db/schema-money.ts'
import { AppError } from '../../lib/errors.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { authorize } from '../operator-access/policy.ts'

// recordMeterReading: the operator reads the room's meter; the units used (the difference from the reading
// before) are billed on the next due the dues job makes. A meter only goes up, so a reading below an earlier
// one (or above a later one) is a mistake, refused with a sentence.

export async function recordMeterReading(db: Db, operator: SignedInOperator, body: z.output<typeof RecordMeterReadingBody>, now: Date): Promise<MeterReading> {
  const [found] = await db.select({ propertyId: bookings.propertyId }).from(bookings).where(eq(bookings.id, body.bookingId))
  if (!found) throw new AppError(404, messages.bookingNotFound)
  await authorize(db, operator, found.propertyId, 'decide', messages.bookingNotFound)
  return db.transaction(async (tx) => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, body.bookingId)).for('update')
    if (!b) throw new AppError(404, messages.bookingNotFound)
    if (b.status !== 'moved_in') throw new AppError(409, messages.meterReadingNotMovedIn)
    if (body.read_on > todayInIndia(now) || (b.moveInDate !== null && body.read_on < b.moveInDate)) throw new AppError(400, messages.meterReadingDateInvalid)
    const readings = await tx.select().from(meterReadings).where(eq(meterReadings.bookingId, b.id)).orderBy(asc(meterReadings.readOn))
    if (readings.some((r) => r.readOn === body.read_on)) throw new AppError(409, messages.meterReadingExists)
    const before = readings.filter((r) => r.readOn < body.read_on).at(-1)
    const after = readings.find((r) => r.readOn > body.read_on)
    if ((before && body.reading < before.reading) || (after && body.reading > after.reading)) throw new AppError(400, messages.meterReadingBelowLast)
    // a reading dated before one already billed would change a bill already made: it is counted as billed there
    const billedAfter = after?.billedDueId ?? null
    await tx.insert(meterReadings).values({ bookingId: b.id, reading: body.reading, readOn: body.read_on, recordedBy: operator.id, billedDueId: billedAfter, createdAt: now })
      .onConflictDoNothing()
    const [saved] = await tx.select().from(meterReadings).where(and(eq(meterReadings.bookingId, b.id), eq(meterReadings.readOn, body.read_on)))
    if (!saved) throw new Error('meter reading not written')
    return { bookingId: b.id, reading: saved.reading, read_on: saved.readOn, units: before ? saved.reading - before.reading : null }
  })
}
