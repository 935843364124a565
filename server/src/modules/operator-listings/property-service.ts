import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm'
import { messages } from '@basera/contract/messages'
import { AVAILABILITY_HIDDEN_DAYS, operatorMessages, type CreatePropertyBody, type UpdatePropertyBody } from '@basera/contract/operator'
import { highlightContradictingFurnishing, type Furnishing } from '@basera/contract/listing-facts'
import type { z } from 'zod'
import type { LateFeeTerms } from '@basera/contract/dues'
import type { Db } from '../../db/client.ts'
import { features, operators, properties, propertyFeatures, roomOptions } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { recordAudit } from '../operator-audit/service.ts'
import { authorize } from '../operator-access/policy.ts'
import { refreshPropertySummary } from '../properties/summary-service.ts'
import { cityOfLocality, maskOf } from './property-read.ts'

type CreateBody = z.output<typeof CreatePropertyBody>
type UpdateBody = z.output<typeof UpdatePropertyBody>

const DAY_MS = 86_400_000

/** Tenants find a property when it is published and its availability was confirmed within AVAILABILITY_HIDDEN_DAYS. */
function isListed(published: boolean, confirmedAt: Date | null, now: Date): boolean {
  return published && confirmedAt !== null && confirmedAt.getTime() > now.getTime() - AVAILABILITY_HIDDEN_DAYS * DAY_MS
}

async function assertFeaturesExist(db: Db, featureIds: readonly number[]): Promise<void> {
  if (featureIds.length === 0) return
  const found = await db.select({ id: features.id }).from(features).where(inArray(features.id, [...featureIds]))
  if (found.length !== new Set(featureIds).size) throw new AppError(400, 'Choose amenities from the list')
}

async function replaceFeatures(tx: Db, propertyId: number, featureIds: readonly number[]): Promise<void> {
  await tx.delete(propertyFeatures).where(eq(propertyFeatures.propertyId, propertyId))
  const unique = [...new Set(featureIds)]
  if (unique.length > 0) await tx.insert(propertyFeatures).values(unique.map((featureId, position) => ({ propertyId, featureId, position })))
}

/** One source per fact: a highlight may not state another furnishing than the property's (400 with both named). */
function assertFurnishingAgrees(furnishing: Furnishing, highlights: readonly string[]): void {
  const clash = highlightContradictingFurnishing(furnishing, highlights)
  if (clash) throw new AppError(400, operatorMessages.highlightContradictsFurnishing(clash.highlight, clash.claimed, furnishing))
}

/** The contact's columns: one the console sets is real (never a sample); null leaves Basera support to answer. */
function contactColumns(contact: CreateBody['contact']) {
  return { contactName: contact?.name ?? null, contactPhone: contact?.phone ?? null, contactIsSample: false }
}

/** The same late fee (jsonb keeps its own key order, so compared field by field). */
const sameLateFee = (a: LateFeeTerms | null, b: LateFeeTerms | null) => a?.amount === b?.amount && a?.grace_days === b?.grace_days

/** Who will own a new property: an owner's own; an admin names an owner (or none); a manager lists nothing. */
async function ownerFor(db: Db, operator: SignedInOperator, asked: number | undefined): Promise<number | null> {
  if (operator.role === 'manager') throw new AppError(403, 'Managers cannot add properties; ask the owner')
  if (operator.role === 'owner') {
    if (asked !== undefined && asked !== operator.id) throw new AppError(403, messages.forbidden)
    return operator.id
  }
  if (asked === undefined) return null
  const rows = await db.select({ role: operators.role }).from(operators).where(eq(operators.id, asked))
  if (rows[0]?.role !== 'owner') throw new AppError(400, 'owner_operator_id must be an owner')
  return asked
}

/**
 * A new property, unpublished unless asked: it reaches tenants once published and its first room option
 * (which confirms its availability) exists.
 */
export async function createProperty(db: Db, operator: SignedInOperator, body: CreateBody, now: Date): Promise<number> {
  const owner = await ownerFor(db, operator, body.owner_operator_id)
  assertFurnishingAgrees(body.furnishing, body.highlights)
  const cityId = await cityOfLocality(db, body.locality_id)
  await assertFeaturesExist(db, body.feature_ids)
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(properties).values({
      name: body.property_name,
      propertyType: body.property_type,
      furnishing: body.furnishing,
      ownership: body.ownership,
      description: body.description,
      highlights: body.highlights,
      cityId,
      localityId: body.locality_id,
      address: body.address,
      pincode: body.pincode,
      latitude: body.latitude,
      longitude: body.longitude,
      genderMask: maskOf(body.genders),
      // the range of its room options' deposits, once it has some (refreshPropertySummary)
      securityDepositMonths: 0,
      noticeperiodMonths: body.noticeperiod_months,
      minRent: 0,
      minRentMoveIn: 0,
      ownerOperatorId: owner,
      published: body.published,
      listed: false,
      availabilityConfirmedAt: null,
      visitSlotCapacity: body.visit_slot_capacity,
      cancellationTerms: body.cancellation_terms,
      rentDay: body.rent_day,
      lateFee: body.late_fee,
      ...contactColumns(body.contact),
      createdAt: now,
    }).returning({ id: properties.id })
    if (!created) throw new Error('property insert returned nothing')
    await replaceFeatures(tx, created.id, body.feature_ids)
    await refreshPropertySummary(tx, created.id)
    await recordAudit(tx, { operatorId: operator.id, propertyId: created.id, entity: 'property', entityId: created.id, action: 'created', after: { published: body.published }, at: now })
    return created.id
  })
}

/** Changes what the body names; publishing or unpublishing (owners and admins) is audited and tenants see it on their next request. */
export async function updateProperty(db: Db, operator: SignedInOperator, propertyId: number, body: UpdateBody, now: Date): Promise<void> {
  await authorize(db, operator, propertyId, 'edit')
  // refund rules and a late fee are money, like rent: owners and admins set them, managers do not (a manager may move
  // the rent day: when rent falls, not what it costs)
  if (body.cancellation_terms !== undefined || body.late_fee !== undefined) await authorize(db, operator, propertyId, 'price')
  if (body.published !== undefined) await authorize(db, operator, propertyId, 'publish')
  const cityId = body.locality_id === undefined ? undefined : await cityOfLocality(db, body.locality_id)
  if (body.feature_ids !== undefined) await assertFeaturesExist(db, body.feature_ids)
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(properties).where(eq(properties.id, propertyId)).for('update')
    if (!current) throw new AppError(404, messages.propertyNotFound)
    if (body.furnishing !== undefined || body.highlights !== undefined) assertFurnishingAgrees(body.furnishing ?? current.furnishing, body.highlights ?? current.highlights)
    const published = body.published ?? current.published
    await tx.update(properties).set({
      name: body.property_name,
      propertyType: body.property_type,
      furnishing: body.furnishing,
      ownership: body.ownership,
      description: body.description,
      highlights: body.highlights,
      cityId,
      localityId: body.locality_id,
      address: body.address,
      pincode: body.pincode,
      latitude: body.latitude,
      longitude: body.longitude,
      genderMask: body.genders === undefined ? undefined : maskOf(body.genders),
      noticeperiodMonths: body.noticeperiod_months,
      visitSlotCapacity: body.visit_slot_capacity,
      cancellationTerms: body.cancellation_terms,
      rentDay: body.rent_day,
      lateFee: body.late_fee,
      ...(body.contact === undefined ? {} : contactColumns(body.contact)),
      published,
      listed: isListed(published, current.availabilityConfirmedAt, now),
    }).where(eq(properties.id, propertyId))
    if (body.feature_ids !== undefined) {
      await replaceFeatures(tx, propertyId, body.feature_ids)
      await refreshPropertySummary(tx, propertyId)
    }
    if (body.cancellation_terms !== undefined && JSON.stringify(body.cancellation_terms) !== JSON.stringify(current.cancellationTerms)) {
      await recordAudit(tx, {
        operatorId: operator.id, propertyId, entity: 'property', entityId: propertyId, action: 'cancellation_terms',
        before: current.cancellationTerms, after: body.cancellation_terms, at: now,
      })
    }
    // rent terms apply to bookings made from now on (each booking keeps those it was made under): who changed them is kept
    if (body.rent_day !== undefined && body.rent_day !== current.rentDay) {
      await recordAudit(tx, { operatorId: operator.id, propertyId, entity: 'property', entityId: propertyId, action: 'rent_day', before: current.rentDay, after: body.rent_day, at: now })
    }
    if (body.late_fee !== undefined && !sameLateFee(body.late_fee, current.lateFee)) {
      await recordAudit(tx, { operatorId: operator.id, propertyId, entity: 'property', entityId: propertyId, action: 'late_fee', before: current.lateFee, after: body.late_fee, at: now })
    }
    if (published !== current.published) {
      await recordAudit(tx, { operatorId: operator.id, propertyId, entity: 'property', entityId: propertyId, action: 'published', before: current.published, after: published, at: now })
    }
  })
}

/**
 * "Confirm availability": one tap for the whole property. Sets the date tenants see on the property and
 * each room option, and brings a property that had left search for want of it back (when published).
 */
export async function confirmAvailability(db: Db, operator: SignedInOperator, propertyId: number, now: Date): Promise<Date> {
  await authorize(db, operator, propertyId, 'edit')
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ published: properties.published, confirmedAt: properties.availabilityConfirmedAt })
      .from(properties).where(eq(properties.id, propertyId)).for('update')
    if (!current) throw new AppError(404, messages.propertyNotFound)
    await tx.update(properties).set({ availabilityConfirmedAt: now, listed: current.published }).where(eq(properties.id, propertyId))
    await tx.update(roomOptions).set({ availabilityConfirmedAt: now }).where(eq(roomOptions.propertyId, propertyId))
    await recordAudit(tx, {
      operatorId: operator.id, propertyId, entity: 'property', entityId: propertyId, action: 'availability_confirmed',
      before: current.confirmedAt?.toISOString() ?? null, after: now.toISOString(), at: now,
    })
  })
  return now
}

/**
 * Takes out of search every listed property whose availability went unconfirmed for AVAILABILITY_HIDDEN_DAYS
 * (run hourly). Writes only when there is one: every write to properties drops the cached listings.
 */
export async function hideStaleListings(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - AVAILABILITY_HIDDEN_DAYS * DAY_MS)
  const stale = and(eq(properties.listed, true), or(isNull(properties.availabilityConfirmedAt), lt(properties.availabilityConfirmedAt, cutoff)))
  const found = await db.select({ id: properties.id }).from(properties).where(stale).limit(1)
  if (found.length === 0) return 0
  const hidden = await db.update(properties).set({ listed: sql`false` }).where(stale).returning({ id: properties.id })
  return hidden.length
}
