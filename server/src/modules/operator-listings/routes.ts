import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import { LargeChangeReply, operatorMessages } from '@basera/contract/operator'
import { ErrorReply } from '@basera/contract/common'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { currentOperator } from '../../plugins/auth.ts'
import { authorize } from '../operator-access/policy.ts'
import { addPhoto, assertMayUpload, deletePhoto, reorderPhotos } from './photo-service.ts'
import { photoUploads, uploadedPhoto } from './photo-upload.ts'
import { operatorPropertyOf } from './property-read.ts'
import { confirmAvailability, createProperty, hideStaleListings, updateProperty } from './property-service.ts'
import { createRoomOption, updateRoomOption } from './room-option-service.ts'

const STALE_SWEEP_MS = 60 * 60_000
const FIRST_SWEEP_MS = 60_000

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
  await photoUploads(app, (uploads) => {
    route(uploads, endpoints.uploadPropertyPhoto, async (request) => {
      const operator = currentOperator(request)
      const { propertyId } = request.params
      await assertMayUpload(ctx.db, operator, propertyId)
      const photos = ctx.listings.written(await addPhoto(ctx.db, operator, propertyId, await uploadedPhoto(request), ctx.now()))
      return { success: true, message: operatorMessages.photoAdded, data: photos }
    }, { errors: { 409: ErrorReply, 413: ErrorReply, 415: ErrorReply } })
  })
}
