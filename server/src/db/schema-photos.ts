import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { propertyPhotos } from './schema.ts'
import { bookings } from './schema-activity.ts'

/** Bytes as a Buffer on both drivers (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

/**
 * The files of photos operators upload (migration 0012): `p<property>-<random>.webp` and its card copy
 * `…-480.webp`. In the database, so every instance serves them and a backup carries them.
 */
export const photoFiles = pgTable(
  'photo_files',
  {
    name: text('name').primaryKey(),
    photoId: integer('photo_id').notNull().references(() => propertyPhotos.id, { onDelete: 'cascade' }),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photo_files_photo_idx').on(t.photoId)],
)

/**
 * Photos operators upload for a deposit deduction (migration 0044): `b<booking>-<random>.webp`, the one WebP
 * size. Private: served only to the booking's tenant and the property's operators, through the API. Uploaded
 * before the settlement is made (a photo the settlement never used stays; it goes with its booking).
 */
export const deductionPhotos = pgTable(
  'deduction_photos',
  {
    name: text('name').primaryKey(),
    bookingId: integer('booking_id').notNull().references(() => bookings.id, { onDelete: 'cascade' }),
    content: bytea('content').notNull(),
    uploadedBy: integer('uploaded_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('deduction_photos_booking_idx').on(t.bookingId)],
)
