import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { CARD_COPY_WIDTH, UPLOADED_PHOTOS_PATH } from '@basera/contract/photos'
import type { Db } from '../../db/client.ts'
import { photoFiles } from '../../db/schema-photos.ts'

/** A stored photo's file name: `p<property>-<16 hex>.webp`, or its card copy `…-480.webp` (contract/photos.ts). */
export const PHOTO_FILE_NAME = /^p\d+-[0-9a-f]{16}(?:-480)?\.webp$/

/** A new photo's two file names and the url listings keep (the card copy's url is derived from it). */
export function newPhotoNames(propertyId: number): { url: string; full: string; card: string } {
  const stem = `p${propertyId}-${randomBytes(8).toString('hex')}`
  return { url: `${UPLOADED_PHOTOS_PATH}${stem}.webp`, full: `${stem}.webp`, card: `${stem}-${CARD_COPY_WIDTH}.webp` }
}

/** Keeps a photo's two files beside its property_photos row (deleting the row deletes them). */
export async function storePhotoFiles(tx: Db, photoId: number, files: { name: string; content: Buffer }[]): Promise<void> {
  await tx.insert(photoFiles).values(files.map((f) => ({ photoId, name: f.name, content: f.content })))
}

export async function readPhotoFile(db: Db, name: string): Promise<Buffer | null> {
  const rows = await db.select({ content: photoFiles.content }).from(photoFiles).where(eq(photoFiles.name, name)).limit(1)
  return rows[0]?.content ?? null
}
