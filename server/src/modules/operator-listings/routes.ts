import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import { LargeChangeReply, operatorMessages } from '@basera/contract/operator'
import { UPLOAD_PHOTO_MAX_BYTES } from '@basera/contract/photos'
import { ErrorReply } from '@basera/contract/common'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { AppError } from '../../lib/errors.ts'
import { currentOperator } from '../../plugins/auth.ts'
import { authorize } from '../operator-access/policy.ts'
import { addPhoto, assertMayUpload, deletePhoto, reorderPhotos } from './photo-service.ts'
import { operatorPropertyOf } from './property-read.ts'
import { confirmAvailability, createProperty, hideStaleListings, updateProperty } from './property-service.ts'
import { createRoomOption, updateRoomOption } from './room-option-service.ts'

const STALE_SWEEP_MS = 60 * 60_000
const FIRST_SWEEP_MS = 60_000
const PHOTO_FIELD = 'photo'
const MAX_MB = UPLOAD_PHOTO_MAX_BYTES / 1024 / 1024

const hasCode = (error: unknown, code: string) => typeof error === 'object' && error !== null && 'code' in error && error.code === code
const isClientError = (error: unknown) =>
  typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500

/** The one file of an upload, read whole (at most UPLOAD_PHOTO_MAX_BYTES); anything else answers 4xx. */
async function uploadedPhoto(request: FastifyRequest): Promise<{ bytes: Buffer; mimetype: string }> {
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

/** The operator console's listings: properties, photos, room options and availability (PRODUCT.md "The operator side"). */
export async function operatorListingsRoutes(app: FastifyInstance, ctx: AppContext) {
  // properties whose availability went unconfirmed too long leave search, even when nobody writes anything
  const timers: NodeJS.Timeout[] = []
  const sweep = () => void hideStaleListings(ctx.db, ctx.now())
    .then((hidden) => { if (hidden > 0) ctx.listings.changed() })
    .catch((err: unknown) => ctx.log.warn({ err }, 'hiding stale listings failed'))
  app.addHook('onReady', async () => {
    // the first a little after start: the server listens before it migrates (server.ts)
    timers.push(setTimeout(sweep, FIRST_SWEEP_MS).unref(), setInterval(sweep, STALE_SWEEP_MS).unref())
  })
  app.addHook('onClose', async () => timers.forEach((t) => clearTimeout(t)))

  route(app, endpoints.getOperatorProperty, async (request) => {
    await authorize(ctx.db, currentOperator(request), request.params.propertyId, 'view')
    return { success: true, data: await operatorPropertyOf(ctx.db, request.params.propertyId) }
  })

  route(app, endpoints.createProperty, async (request) => {
    const propertyId = ctx.listings.written(await createProperty(ctx.db, currentOperator(request), request.body, ctx.now()))
    return { success: true, message: operatorMessages.propertyAdded, data: await operatorPropertyOf(ctx.db, propertyId) }
  })

  route(app, endpoints.updateProperty, async (request) => {
    const { propertyId } = request.params
    await updateProperty(ctx.db, currentOperator(request), propertyId, request.body, ctx.now())
    ctx.listings.changed()
    return { success: true, message: operatorMessages.propertySaved, data: await operatorPropertyOf(ctx.db, propertyId) }
  })

  route(app, endpoints.confirmAvailability, async (request) => {
    const at = ctx.listings.written(await confirmAvailability(ctx.db, currentOperator(request), request.params.propertyId, ctx.now()))
    return { success: true, message: operatorMessages.availabilityConfirmed, availability_confirmed_at: at.toISOString() }
  })

  route(app, endpoints.createRoomOption, async (request) => {
    const option = ctx.listings.written(await createRoomOption(ctx.db, currentOperator(request), request.params.propertyId, request.body, ctx.now()))
    return { success: true, message: operatorMessages.roomOptionAdded, data: option }
  })

  route(app, endpoints.updateRoomOption, async (request) => {
    const option = ctx.listings.written(await updateRoomOption(ctx.db, currentOperator(request), request.params.roomOptionId, request.body, ctx.now()))
    return { success: true, message: operatorMessages.roomOptionSaved, data: option }
  }, { errors: { 409: LargeChangeReply } })

  route(app, endpoints.deletePropertyPhoto, async (request) => {
    const { propertyId, photoId } = request.params
    const photos = ctx.listings.written(await deletePhoto(ctx.db, currentOperator(request), propertyId, photoId, ctx.now()))
    return { success: true, message: operatorMessages.photoDeleted, data: photos }
  })

  route(app, endpoints.reorderPropertyPhotos, async (request) => {
    const photos = ctx.listings.written(await reorderPhotos(ctx.db, currentOperator(request), request.params.propertyId, request.body.photo_ids))
    return { success: true, message: operatorMessages.photosReordered, data: photos }
  })

  // multipart only here: every other route keeps refusing anything but JSON
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: UPLOAD_PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
    })
    route(uploads, endpoints.uploadPropertyPhoto, async (request) => {
      const operator = currentOperator(request)
      const { propertyId } = request.params
      await assertMayUpload(ctx.db, operator, propertyId)
      const photos = ctx.listings.written(await addPhoto(ctx.db, operator, propertyId, await uploadedPhoto(request), ctx.now()))
      return { success: true, message: operatorMessages.photoAdded, data: photos }
    }, { errors: { 409: ErrorReply, 413: ErrorReply, 415: ErrorReply } })
  })
}
