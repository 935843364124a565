import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { DEDUCTION_PHOTOS_PATH, deductionPhotoName } from '@basera/contract/leaving'
import { messages } from '@basera/contract/messages'
import type { Db } from '../../db/client.ts'
import { bookings, tenants } from '../../db/schema-activity.ts'
import { deductionPhotos } from '../../db/schema-photos.ts'
import { AppError } from '../../lib/errors.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { convertEvidencePhoto } from '../operator-listings/photo-image.ts'
import { convertInTurn } from '../operator-listings/photo-service.ts'
import { authorize } from '../operator-access/policy.ts'
import { assertMaySettle } from './may-settle.ts'

// A deduction's photo (PRODUCT.md "Leaving": "each with a reason (and a photo where there is one)"): the operator
// uploads it from the settle form before settling, and sends its path as the deduction's `photo`. It shows a
// tenant's room, so it is private: served only to the booking's tenant and the property's operators.

/** May this operator add a photo to this booking's settlement (as settleDeposit asks)? Asked before the file is read. */
export async function assertMayUploadDeductionPhoto(db: Db, operator: SignedInOperator, bookingId: number): Promise<void> {
  await assertMaySettle(db, operator, bookingId, messages.bookingNotFound)
}

/** Converts (in turn with the listings' uploads) and keeps the photo; answers its path. A refused file stores nothing. */
export async function addDeductionPhoto(db: Db, operator: SignedInOperator, bookingId: number, file: { bytes: Buffer; mimetype: string | undefined }, now: Date): Promise<string> {
  // the whole picture, not the listings' 4:3 crop: it is evidence
  const content = await convertInTurn(() => convertEvidencePhoto(file.bytes, file.mimetype))
  const name = `b${bookingId}-${randomBytes(8).toString('hex')}.webp`
  await db.insert(deductionPhotos).values({ name, bookingId, content, uploadedBy: operator.id, createdAt: now })
  return `${DEDUCTION_PHOTOS_PATH}${name}`
}

/** An uploaded photo a settlement names must be one uploaded for that booking (another address is kept as sent). */
export async function checkDeductionPhotos(tx: Db, bookingId: number, photos: readonly (string | undefined)[]): Promise<void> {
  for (const photo of photos) {
    if (photo === undefined || !photo.startsWith(DEDUCTION_PHOTOS_PATH)) continue
    const name = deductionPhotoName(photo)
    const [row] = name === null ? [] : await tx.select({ name: deductionPhotos.name }).from(deductionPhotos)
      .where(and(eq(deductionPhotos.name, name), eq(deductionPhotos.bookingId, bookingId)))
    if (!row) throw new AppError(400, messages.deductionPhotoNotOfBooking)
  }
}

// an upload goes with the settlement sent from the same form: a day is long past any such form
const UNUSED_PHOTO_MS = 24 * 60 * 60_000

/**
 * The money job: photos that no settlement names a day after their upload (a form closed without settling, a line
 * removed, a revision that dropped them) are deleted: they show someone's room, and serve no one any more. Answers
 * how many went.
 */
export async function deleteUnusedDeductionPhotos(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_PHOTO_MS)
  const gone = await db.delete(deductionPhotos).where(and(sql`${deductionPhotos.createdAt} < ${cutoff}`, sql`not exists (
    select 1 from deposit_settlements s, jsonb_array_elements(s.deductions) d
    where s.booking_id = ${deductionPhotos.bookingId} and d->>'photo' = ${DEDUCTION_PHOTOS_PATH} || ${deductionPhotos.name})`)).returning({ name: deductionPhotos.name })
  return gone.length
}

async function photoRow(db: Db, name: string) {
  const [row] = await db.select({ content: deductionPhotos.content, bookingId: deductionPhotos.bookingId }).from(deductionPhotos).where(eq(deductionPhotos.name, name))
  return row ?? null
}

/** The photo for one of the property's operators (owner, admin, its managers); 404 for anyone else. */
export async function operatorDeductionPhoto(db: Db, operator: SignedInOperator, name: string): Promise<Buffer> {
  const row = await photoRow(db, name)
  if (!row) throw new AppError(404, messages.deductionPhotoNotFound)
  const [b] = await db.select({ propertyId: bookings.propertyId }).from(bookings).where(eq(bookings.id, row.bookingId))
  if (!b) throw new AppError(404, messages.deductionPhotoNotFound)
  await authorize(db, operator, b.propertyId, 'view', messages.deductionPhotoNotFound)
  return row.content
}

/** The photo for the booking's own tenant; 404 for any other lead (a photo of someone's room is not to be guessed at). */
export async function leadDeductionPhoto(db: Db, leadId: number, bookingId: number, name: string): Promise<Buffer> {
  const row = await photoRow(db, name)
  if (row?.bookingId !== bookingId) throw new AppError(404, messages.deductionPhotoNotFound)
  const [b] = await db.select({ leadId: tenants.leadId }).from(bookings).innerJoin(tenants, eq(tenants.id, bookings.tenantId)).where(eq(bookings.id, bookingId))
  if (b?.leadId !== leadId) throw new AppError(404, messages.deductionPhotoNotFound)
  return row.content
}
