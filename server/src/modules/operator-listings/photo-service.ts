import { and, asc, count, eq, sql } from 'drizzle-orm'
import { PHOTOS_PER_PROPERTY_MAX } from '@basera/contract/photos'
import { operatorMessages, type OperatorPhoto } from '@basera/contract/operator'
import { messages } from '@basera/contract/messages'
import type { Db } from '../../db/client.ts'
import { properties, propertyPhotos } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { recordAudit } from '../operator-audit/service.ts'
import { authorize } from '../operator-access/policy.ts'
import { newPhotoNames, storePhotoFiles } from '../photos/service.ts'
import { refreshPropertySummary } from '../properties/summary-service.ts'
import { convertPhoto } from './photo-image.ts'
import { photosOf } from './property-read.ts'

const TOO_MANY = `A property can have at most ${PHOTOS_PER_PROPERTY_MAX} photos: delete one to add another`

// one conversion at a time per process (listing and deduction photos alike): decoding a large photo takes a
// core, and the API needs the other
let conversions: Promise<unknown> = Promise.resolve()
export function convertInTurn<T>(convert: () => Promise<T>): Promise<T> {
  const turn = conversions.then(convert)
  conversions = turn.catch(() => undefined)
  return turn
}

async function photoCount(db: Db, propertyId: number): Promise<number> {
  const rows = await db.select({ n: count() }).from(propertyPhotos).where(eq(propertyPhotos.propertyId, propertyId))
  return rows[0]?.n ?? 0
}

/** May this operator add a photo to this property now? Asked before the file is read, so a refused upload costs nothing. */
export async function assertMayUpload(db: Db, operator: SignedInOperator, propertyId: number): Promise<void> {
  await authorize(db, operator, propertyId, 'edit')
  if ((await photoCount(db, propertyId)) >= PHOTOS_PER_PROPERTY_MAX) throw new AppError(409, TOO_MANY)
}

/**
 * Converts and keeps a photo as the property's last: both WebP files and the listing's row in one
 * transaction (a refused or failed upload stores nothing). Answers the property's photos in order.
 */
export async function addPhoto(db: Db, operator: SignedInOperator, propertyId: number, file: { bytes: Buffer; mimetype: string | undefined }, now: Date): Promise<OperatorPhoto[]> {
  const converted = await convertInTurn(() => convertPhoto(file.bytes, file.mimetype))
  const names = newPhotoNames(propertyId)
  await db.transaction(async (tx) => {
    // the property row lock serialises uploads, so two at once cannot both be the 20th
    const [property] = await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)).for('update')
    if (!property) throw new AppError(404, messages.propertyNotFound)
    const [have] = await tx.select({ n: count(), last: sql<number>`coalesce(max(${propertyPhotos.position}), -1)::int` })
      .from(propertyPhotos).where(eq(propertyPhotos.propertyId, propertyId))
    if ((have?.n ?? 0) >= PHOTOS_PER_PROPERTY_MAX) throw new AppError(409, TOO_MANY)
    const [photo] = await tx.insert(propertyPhotos).values({ propertyId, url: names.url, position: (have?.last ?? -1) + 1 }).returning({ id: propertyPhotos.id })
    if (!photo) throw new Error('photo insert returned nothing')
    await storePhotoFiles(tx, photo.id, [{ name: names.full, content: converted.full }, { name: names.card, content: converted.card }])
    await refreshPropertySummary(tx, propertyId)
    await recordAudit(tx, { operatorId: operator.id, propertyId, entity: 'photo', entityId: photo.id, action: 'added', after: names.url, at: now })
  })
  return photosOf(db, propertyId)
}

/** Removes a photo (its files go with it) and closes the gap in the order. */
export async function deletePhoto(db: Db, operator: SignedInOperator, propertyId: number, photoId: number, now: Date): Promise<OperatorPhoto[]> {
  await authorize(db, operator, propertyId, 'edit')
  await db.transaction(async (tx) => {
    await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)).for('update')
    const [deleted] = await tx.delete(propertyPhotos)
      .where(and(eq(propertyPhotos.id, photoId), eq(propertyPhotos.propertyId, propertyId)))
      .returning({ url: propertyPhotos.url })
    if (!deleted) throw new AppError(404, operatorMessages.photoNotFound)
    await renumber(tx, propertyId, (await photosOf(tx, propertyId)).map((p) => p.photo_id))
    await refreshPropertySummary(tx, propertyId)
    await recordAudit(tx, { operatorId: operator.id, propertyId, entity: 'photo', entityId: photoId, action: 'deleted', before: deleted.url, at: now })
  })
  return photosOf(db, propertyId)
}

async function renumber(tx: Db, propertyId: number, orderedIds: readonly number[]): Promise<void> {
  for (const [position, id] of orderedIds.entries()) {
    await tx.update(propertyPhotos).set({ position }).where(and(eq(propertyPhotos.id, id), eq(propertyPhotos.propertyId, propertyId)))
  }
}

/** Puts the property's photos in the order given (every one of its photos, once); the first is the card's. */
export async function reorderPhotos(db: Db, operator: SignedInOperator, propertyId: number, photoIds: readonly number[]): Promise<OperatorPhoto[]> {
  await authorize(db, operator, propertyId, 'edit')
  await db.transaction(async (tx) => {
    await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId)).for('update')
    const current = await tx.select({ id: propertyPhotos.id }).from(propertyPhotos).where(eq(propertyPhotos.propertyId, propertyId)).orderBy(asc(propertyPhotos.position))
    const have = new Set(current.map((p) => p.id))
    if (photoIds.length !== have.size || new Set(photoIds).size !== photoIds.length || photoIds.some((id) => !have.has(id))) {
      throw new AppError(400, 'List every photo of this property once, in the new order')
    }
    await renumber(tx, propertyId, photoIds)
    await refreshPropertySummary(tx, propertyId)
  })
  return photosOf(db, propertyId)
}
