import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { UPLOAD_PHOTO_MAX_BYTES } from '@basera/contract/photos'
import { AppError } from '../../lib/errors.ts'

// A photo's upload (listing photos, a deposit deduction's photo): multipart with one file in the field `photo`.

const PHOTO_FIELD = 'photo'
const MAX_MB = UPLOAD_PHOTO_MAX_BYTES / 1024 / 1024

/** Registers `routes` in a scope that alone takes multipart: every other route keeps refusing anything but JSON. */
export async function photoUploads(app: FastifyInstance, routes: (uploads: FastifyInstance) => void): Promise<void> {
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: UPLOAD_PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
    })
    routes(uploads)
  })
}

const hasCode = (error: unknown, code: string) => typeof error === 'object' && error !== null && 'code' in error && error.code === code
const isClientError = (error: unknown) =>
  typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500

/** The one file of an upload, read whole (at most UPLOAD_PHOTO_MAX_BYTES); anything else answers 4xx. */
export async function uploadedPhoto(request: FastifyRequest): Promise<{ bytes: Buffer; mimetype: string }> {
  if (!request.isMultipart()) throw new AppError(415, `Send the photo as multipart/form-data in the field "${PHOTO_FIELD}"`)
  try {
    const part = await request.file()
    if (!part) throw new AppError(400, `Choose a photo to upload (the field "${PHOTO_FIELD}")`)
    if (part.fieldname !== PHOTO_FIELD) throw new AppError(400, `Send the photo in the field "${PHOTO_FIELD}"`)
    return { bytes: await part.toBuffer(), mimetype: part.mimetype }
  } catch (error) {
    if (error instanceof AppError) throw error
    if (hasCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError(413, `Photos can be up to ${MAX_MB} MB`)
    if (isClientError(error)) throw error
    // busboy's own complaints (a form cut short, a broken boundary) are the sender's, never a 500
    throw new AppError(400, 'The upload was cut short or is not a valid form: choose the photo and try again')
  }
}

