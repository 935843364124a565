import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import type { Booking } from '@basera/contract/booking'
import { messages } from '@basera/contract/messages'
import { rupeesText } from '@basera/contract/pricing'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { ownLead } from '../../plugins/auth.ts'
import { allocateAgreement } from './agreement-service.ts'
import { cancelBooking, changeMoveInDate } from './booking-changes.ts'
import { bookRoom, leadBookings, releaseExpiredHolds } from './booking-service.ts'
import { addTenant } from './tenant-service.ts'

const SWEEP_MS = 60_000

/** What the tenant reads after cancelling: what comes back of the token, if one was paid. */
function cancelledMessage(booking: Booking): string {
  if (booking.token_status === 'refunded' || booking.token_status === 'partly_refunded') return messages.bookingCancelledRefund(rupeesText(booking.refund_amount))
  if (booking.token_status === 'released') return messages.bookingCancelledNoRefund
  return messages.bookingCancelled
}

export async function bookingRoutes(app: FastifyInstance, ctx: AppContext) {
  // rooms of lapsed holds come back even when nobody books for a while
  let sweeper: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    sweeper = setInterval(() => {
      ctx.db.transaction((tx) => releaseExpiredHolds(tx, ctx.now())).catch((err: unknown) => ctx.log.warn({ err }, 'releasing expired holds failed'))
    }, SWEEP_MS)
    sweeper.unref()
  })
  app.addHook('onClose', async () => clearInterval(sweeper))

  route(app, endpoints.addTenant, async (request) => {
    const leadId = ownLead(request, request.body.leadId)
    const { tenantId, existing } = await addTenant(ctx.db, leadId, request.body)
    return { success: true, tenant_id: tenantId, message: existing ? messages.tenantExisting : messages.tenantAdded }
  })

  route(app, endpoints.bookRoom, async (request) => {
    const { booking, existing } = ctx.listings.written(await bookRoom(ctx.db, ownLead(request, undefined), request.body, ctx.now()))
    return {
      success: true,
      bookingId: booking.bookingId,
      message: existing ? messages.bookingExisting : messages.bookingCreated,
      booking,
    }
  })

  route(app, endpoints.allocateAgreement, async (request) => {
    const agreement = await allocateAgreement(ctx.db, ownLead(request, undefined), request.body, ctx.now())
    return { success: true, message: messages.agreementAllocated, agreement }
  })

  route(app, endpoints.cancelBooking, async (request) => {
    const booking = ctx.listings.written(await cancelBooking(ctx.db, ownLead(request, undefined), request.body.bookingId, ctx.now()))
    // a refund or release was queued with the cancellation: the gateway hears of it now, not at the next sweep
    ctx.moneyQueued()
    return { success: true, message: cancelledMessage(booking), booking }
  })

  route(app, endpoints.changeMoveInDate, async (request) => {
    const booking = ctx.listings.written(await changeMoveInDate(ctx.db, ownLead(request, undefined), request.body.bookingId, request.body.move_in_date, ctx.now()))
    return { success: true, message: messages.moveInDateChanged, booking }
  })

  route(app, endpoints.getBookings, async (request) => ({ success: true, data: await leadBookings(ctx.db, ownLead(request, request.body.leadId), ctx.now()) }))
}
