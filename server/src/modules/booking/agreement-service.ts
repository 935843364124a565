import { eq } from 'drizzle-orm'
import { DATE_CHANGEABLE_STATUSES, type Agreement, type AgreementBody } from '@basera/contract/booking'
import { messages } from '@basera/contract/messages'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { commitThenThrow } from '../../db/transaction.ts'
import { roomOptions } from '../../db/schema.ts'
import { agreements, bookings, tenants } from '../../db/schema-activity.ts'
import { assertOwner } from '../../plugins/auth.ts'
import { AppError } from '../../lib/errors.ts'
import { releaseExpiredHolds } from './booking-service.ts'
import { transition } from './transition.ts'

type Body = z.output<typeof AgreementBody>
type AgreementRow = typeof agreements.$inferSelect

function toAgreement(a: AgreementRow): Agreement {
  return {
    agreement_id: a.id,
    bookingId: a.bookingId,
    tenant_id: a.tenantId,
    property_id: a.propertyId,
    rent_amount: a.rentAmount,
    mentinance_amount: a.maintenanceAmount,
    security_deposit_amt: a.securityDepositAmount,
    one_time_fees: a.oneTimeFees,
    move_in_total: a.moveInTotal,
    refundable_amount: a.refundableAmount,
    agreement_start_date: a.agreementStartDate,
    tanant_move_in_date: a.moveInDate,
    agreement_duration_month: a.agreementDurationMonths,
    lockin_duration_month: a.lockinMonths,
    noticeperiod_duration_month: a.noticeMonths,
    cancellation_terms: a.cancellationTerms,
  }
}

/**
 * Sets the move-in date of a held booking and writes the agreement from the booked room option's figures.
 * Amounts in the body are ignored (the spec's client sent fixed samples). With nothing to pay the booking is
 * then requested (a free request); with a token it stays held until the token is paid (createTokenPayment).
 * A requested booking moves its date through changeMoveInDate.
 */
export async function allocateAgreement(db: Db, leadId: number, body: Body, now: Date): Promise<Agreement> {
  return commitThenThrow(db, async (tx) => {
    // a lapsed hold is released (and stays released) even though this call then fails
    await releaseExpiredHolds(tx, now)
    const [row] = await tx
      .select({ booking: bookings, tenantLeadId: tenants.leadId })
      .from(bookings)
      .innerJoin(tenants, eq(tenants.id, bookings.tenantId))
      .where(eq(bookings.id, body.bookingId))
      .for('update', { of: bookings })
    if (!row) return new AppError(404, messages.bookingNotFound)
    assertOwner(leadId, row.tenantLeadId)
    const { booking } = row
    if (booking.tenantId !== body.tenant_id || booking.propertyId !== body.property_id) {
      return new AppError(400, messages.missingAgreementData)
    }
    if (booking.status === 'expired') return new AppError(409, messages.bookingHoldExpired)
    // a double submit of the same date answers the agreement it wrote
    if (booking.moveInDate === body.tanant_move_in_date) {
      const [existing] = await tx.select().from(agreements).where(eq(agreements.bookingId, booking.id))
      if (existing) return toAgreement(existing)
    }
    // a requested date moves only through changeMoveInDate: booking the same room again must not move it silently
    if (booking.status !== 'held') {
      return new AppError(409, DATE_CHANGEABLE_STATUSES.includes(booking.status) ? messages.moveInDateAlreadySet : messages.moveInDateNotChangeable)
    }

    const [option] = await tx.select().from(roomOptions).where(eq(roomOptions.id, booking.roomOptionId))
    if (!option) return new AppError(404, messages.roomOptionNotFound)
    const [dated] = await tx.update(bookings).set({ moveInDate: body.tanant_move_in_date, firstMoveInDate: booking.firstMoveInDate ?? body.tanant_move_in_date })
      .where(eq(bookings.id, booking.id)).returning()
    if (!dated) throw new Error(`booking ${booking.id} vanished`)
    // nothing to pay: the owner has the request now; a token keeps the room held until it is paid
    if (dated.tokenStatus === 'none') await transition(tx, dated, 'request', { now })
    const figures = {
      tenantId: booking.tenantId,
      propertyId: booking.propertyId,
      rentAmount: booking.unitRent,
      maintenanceAmount: booking.maintenanceAmount,
      securityDepositAmount: booking.securityDepositAmount,
      oneTimeFees: booking.oneTimeFees,
      moveInTotal: booking.moveInTotal,
      refundableAmount: booking.refundableAmount,
      cancellationTerms: booking.cancellationTerms,
      agreementStartDate: body.tanant_move_in_date,
      moveInDate: body.tanant_move_in_date,
      agreementDurationMonths: option.agreementDurationMonths,
      lockinMonths: option.lockinperiodMonths,
      noticeMonths: option.noticeperiodMonths,
      updatedAt: now,
    }
    const [agreement] = await tx.insert(agreements).values({ bookingId: booking.id, ...figures, createdAt: now })
      .onConflictDoUpdate({ target: agreements.bookingId, set: figures })
      .returning()
    if (!agreement) throw new Error('agreement upsert returned nothing')
    return toAgreement(agreement)
  })
}
