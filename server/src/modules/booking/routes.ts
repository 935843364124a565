import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  AgreementBody, AgreementReply, BookingBody, BookingReply, LeadBookingsBody, LeadBookingsReply, TenantAddBody, TenantAddReply,
} from '@basera/contract/booking'
import { messages } from '@basera/contract/messages'
import type { AppContext } from '../../context.ts'
import { ownLead, requireLead } from '../../plugins/auth.ts'
import { leadErrors } from '../../lib/route-schemas.ts'
import { allocateAgreement } from './agreement-service.ts'
import { bookRoom, leadBookings, releaseExpiredHolds } from './booking-service.ts'
import { addTenant } from './tenant-service.ts'

const SWEEP_MS = 60_000

export async function bookingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['booking']

  // rooms of lapsed holds come back even when nobody books for a while
  let sweeper: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    sweeper = setInterval(() => {
      releaseExpiredHolds(ctx.db, ctx.now()).catch((err: unknown) => ctx.log.warn({ err }, 'releasing expired holds failed'))
    }, SWEEP_MS)
    sweeper.unref()
  })
  app.addHook('onClose', async () => clearInterval(sweeper))

  r.post('/api/tanant/v1/property-tanant-add', {
    schema: { tags, body: TenantAddBody, response: { 200: TenantAddReply, ...leadErrors } },
    onRequest: requireLead,
  }, async (request) => {
    const leadId = ownLead(request, request.body.leadId)
    const { tenantId, existing } = await addTenant(ctx.db, leadId, request.body)
    return { success: true, tenant_id: tenantId, message: existing ? messages.tenantExisting : messages.tenantAdded }
  })

  r.post('/api/tanant/v1/property-tanant-booking', {
    schema: { tags, body: BookingBody, response: { 200: BookingReply, ...leadErrors } },
    onRequest: requireLead,
  }, async (request) => {
    const { booking, existing } = await bookRoom(ctx.db, ownLead(request, undefined), request.body, ctx.now())
    return {
      success: true,
      bookingId: booking.bookingId,
      message: existing ? messages.bookingExisting : messages.bookingCreated,
      booking,
    }
  })

  r.post('/api/tanant/v1/property-tanant-agreement-details', {
    schema: { tags, body: AgreementBody, response: { 200: AgreementReply, ...leadErrors } },
    onRequest: requireLead,
  }, async (request) => {
    const agreement = await allocateAgreement(ctx.db, ownLead(request, undefined), request.body, ctx.now())
    return { success: true, message: messages.agreementAllocated, agreement }
  })

  r.post('/api/leads/v1/get-bookings', {
    schema: { tags, body: LeadBookingsBody, response: { 200: LeadBookingsReply, ...leadErrors } },
    onRequest: requireLead,
  }, async (request) => ({ success: true, data: await leadBookings(ctx.db, ownLead(request, request.body.leadId), ctx.now()) }))
}
