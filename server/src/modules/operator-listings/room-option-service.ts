import { eq } from 'drizzle-orm'
import { messages } from '@basera/contract/messages'
import { LARGE_RENT_CHANGE, operatorMessages, type CreateRoomOptionBody, type OperatorRoomOption, type UpdateRoomOptionBody } from '@basera/contract/operator'
import { formatRupees } from '@basera/contract/india-text'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { properties, roomOptions, roomTypes } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { recordAudit } from '../operator-audit/service.ts'
import { authorize } from '../operator-access/policy.ts'
import { refreshPropertySummary } from '../properties/summary-service.ts'
import { roomOptionOf } from './property-read.ts'

type CreateBody = z.output<typeof CreateRoomOptionBody>
type UpdateBody = z.output<typeof UpdateRoomOptionBody>
/** The room option's own fields (what is stored and audited), without the request's confirmation. */
type OptionFields = Omit<UpdateBody, 'confirm_large_change'>
type RoomOptionRow = typeof roomOptions.$inferSelect

const ROOMS_EXCEED_TOTAL = operatorMessages.roomsMoreThanTotal

/**
 * A rent change of more than LARGE_RENT_CHANGE of the current rent is saved only when confirmed: 409 with a
 * sentence and the two rents (the console asks, then sends again with confirm_large_change).
 */
function assertRentChangeConfirmed(from: number, to: number, confirmed: boolean): void {
  if (confirmed || from === to || from <= 0) return
  const share = Math.abs(to - from) / from
  if (share <= LARGE_RENT_CHANGE) return
  throw new AppError(409, operatorMessages.largeRentChange(formatRupees(from), formatRupees(to), Math.round(share * 100), to > from), {
    confirm: { field: 'unit_rent', from, to },
  })
}

/** The option's fields under their API names, as stored (for comparing and auditing). */
function fieldsOf(row: RoomOptionRow): Required<OptionFields> {
  return {
    room_type_id: row.roomTypeId,
    unit_rent: row.unitRent,
    available_rooms: row.availableRooms,
    total_rooms: row.totalRooms,
    security_deposit_months: row.securityDepositMonths,
    noticeperiod_months: row.noticeperiodMonths,
    agreement_duration_months: row.agreementDurationMonths,
    lockinperiod_months: row.lockinperiodMonths,
    maintenance_amount: row.maintenanceAmount,
    token_amount: row.tokenAmount,
    electricity: row.electricity,
    food: row.food,
    one_time_fees: row.oneTimeFees,
    sharing: row.sharing,
    ac: row.ac,
    attached_bathroom: row.attachedBathroom,
    available_from: row.availableFrom,
  }
}

/** Beds in a room of this type, when the console does not say (Double 2, Triple 3, Single and Private 1). */
const BEDS_OF_TYPE: Partial<Record<number, number>> = { 2: 2, 3: 3 }

/** Fields a manager may change: how many rooms there are and how many are free. Everything else is the owner's price and terms. */
const AVAILABILITY_FIELDS: ReadonlySet<string> = new Set(['available_rooms', 'total_rooms', 'available_from'])

async function roomTypeName(db: Db, roomTypeId: number): Promise<string> {
  const rows = await db.select({ name: roomTypes.name }).from(roomTypes).where(eq(roomTypes.id, roomTypeId))
  const name = rows[0]?.name
  if (name === undefined) throw new AppError(400, 'Choose a room type from the list')
  return name
}

/**
 * A new room option with its rent and charges (an owner's or admin's call: prices). Its rooms count as
 * confirmed now, and so does the property's availability: a new listing reaches search once published.
 */
export async function createRoomOption(db: Db, operator: SignedInOperator, propertyId: number, body: CreateBody, now: Date): Promise<OperatorRoomOption> {
  await authorize(db, operator, propertyId, 'price')
  const typeName = await roomTypeName(db, body.room_type_id)
  if (body.available_rooms > body.total_rooms) throw new AppError(400, ROOMS_EXCEED_TOTAL)
  return db.transaction(async (tx) => {
    const [property] = await tx.select({ published: properties.published }).from(properties).where(eq(properties.id, propertyId)).for('update')
    if (!property) throw new AppError(404, messages.propertyNotFound)
    const [created] = await tx.insert(roomOptions).values({
      propertyId,
      roomTypeId: body.room_type_id,
      unitRent: body.unit_rent,
      availableRooms: body.available_rooms,
      totalRooms: body.total_rooms,
      securityDepositMonths: body.security_deposit_months,
      noticeperiodMonths: body.noticeperiod_months,
      agreementDurationMonths: body.agreement_duration_months,
      lockinperiodMonths: body.lockinperiod_months,
      maintenanceAmount: body.maintenance_amount,
      tokenAmount: body.token_amount,
      electricity: body.electricity,
      food: body.food,
      oneTimeFees: body.one_time_fees,
      availabilityConfirmedAt: now,
      sharing: body.sharing ?? BEDS_OF_TYPE[body.room_type_id] ?? 1,
      ac: body.ac ?? false,
      attachedBathroom: body.attached_bathroom ?? false,
      availableFrom: body.available_from ?? null,
    }).returning()
    if (!created) throw new Error('room option insert returned nothing')
    await tx.update(properties).set({ availabilityConfirmedAt: now, listed: property.published }).where(eq(properties.id, propertyId))
    await refreshPropertySummary(tx, propertyId)
    await recordAudit(tx, { operatorId: operator.id, propertyId, entity: 'room_option', entityId: created.id, action: 'created', after: fieldsOf(created), at: now })
    return roomOptionOf(created, typeName)
  })
}

async function propertyOfOption(db: Db, roomOptionId: number): Promise<number> {
  const rows = await db.select({ propertyId: roomOptions.propertyId }).from(roomOptions).where(eq(roomOptions.id, roomOptionId))
  const row = rows[0]
  if (!row) throw new AppError(404, operatorMessages.roomOptionNotFound)
  return row.propertyId
}

/**
 * Changes what the body names and differs from what is stored. Available and total rooms are anyone's
 * who runs the property (setting available rooms confirms that option's availability); any other change
 * is a price or term (403 for a manager). Bookings keep the amounts they were made at (bookings copy them).
 * Every changed field is audited.
 */
export async function updateRoomOption(db: Db, operator: SignedInOperator, roomOptionId: number, request: UpdateBody, now: Date): Promise<OperatorRoomOption> {
  const { confirm_large_change: confirmed, ...body } = request
  const propertyId = await propertyOfOption(db, roomOptionId)
  await authorize(db, operator, propertyId, 'edit')
  const typeName = body.room_type_id === undefined ? undefined : await roomTypeName(db, body.room_type_id)
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(roomOptions).where(eq(roomOptions.id, roomOptionId)).for('update')
    if (!current) throw new AppError(404, operatorMessages.roomOptionNotFound)
    const before = fieldsOf(current)
    const after = { ...before, ...body }
    const changed = (Object.keys(body) as (keyof OptionFields)[]).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    if (changed.some((k) => !AVAILABILITY_FIELDS.has(k))) await authorize(tx, operator, propertyId, 'price')
    if (after.available_rooms > after.total_rooms) throw new AppError(400, ROOMS_EXCEED_TOTAL)
    assertRentChangeConfirmed(before.unit_rent, after.unit_rent, confirmed === true)
    const [updated] = await tx.update(roomOptions).set({
      roomTypeId: after.room_type_id,
      unitRent: after.unit_rent,
      availableRooms: after.available_rooms,
      totalRooms: after.total_rooms,
      securityDepositMonths: after.security_deposit_months,
      noticeperiodMonths: after.noticeperiod_months,
      agreementDurationMonths: after.agreement_duration_months,
      lockinperiodMonths: after.lockinperiod_months,
      maintenanceAmount: after.maintenance_amount,
      tokenAmount: after.token_amount,
      electricity: after.electricity,
      food: after.food,
      oneTimeFees: after.one_time_fees,
      sharing: after.sharing,
      ac: after.ac,
      attachedBathroom: after.attached_bathroom,
      availableFrom: after.available_from,
      ...(body.available_rooms !== undefined ? { availabilityConfirmedAt: now } : {}),
    }).where(eq(roomOptions.id, roomOptionId)).returning()
    if (!updated) throw new AppError(404, operatorMessages.roomOptionNotFound)
    for (const field of changed) {
      await recordAudit(tx, { operatorId: operator.id, propertyId, entity: 'room_option', entityId: roomOptionId, action: field, before: before[field], after: after[field], at: now })
    }
    if (changed.length > 0) await refreshPropertySummary(tx, propertyId)
    return roomOptionOf(updated, typeName ?? (await roomTypeName(tx, updated.roomTypeId)))
  })
}
