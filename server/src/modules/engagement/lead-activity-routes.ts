import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { SuccessReply } from '@basera/contract/common'
import {
  LeadOnlyBody, LeadRequestsReply, LeadServiceBody, RecentSearchesReply, RentPaymentBody, RequestCallbackBody, RequestIdReply,
  ScheduleVisitBody, ScheduleVisitReply, ShortlistBody, ShortlistReply, VisitsReply,
} from '@basera/contract/engagement'
import { messages } from '@basera/contract/messages'
import type { AppContext } from '../../context.ts'
import { ownLead, requireLead } from '../../plugins/auth.ts'
import { leadErrors } from '../../lib/route-schemas.ts'
import { recordRentPayment } from './misc-service.ts'
import { listRecentSearches } from './recent-searches-service.ts'
import { listRequests, registerInterest, requestCallback } from './requests-service.ts'
import { addToShortlist, listShortlist, removeFromShortlist } from './shortlist-service.ts'
import { listVisits, scheduleVisit } from './visits-service.ts'

// Every route here reads or writes the signed-in lead's own data: 401 without a token, 403 for another lead's id.
export async function leadActivityRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const guarded = { onRequest: requireLead }

  r.post('/api/leads/v1/shortlist/add', {
    ...guarded, schema: { tags: ['shortlist'], body: ShortlistBody, response: { 200: SuccessReply, ...leadErrors } },
  }, async (request) => {
    await addToShortlist(ctx.db, ownLead(request, request.body.leadId), request.body.propertyId, ctx.now())
    return { success: true, message: messages.shortlistAdded }
  })

  r.post('/api/leads/v1/shortlist/remove', {
    ...guarded, schema: { tags: ['shortlist'], body: ShortlistBody, response: { 200: SuccessReply, ...leadErrors } },
  }, async (request) => {
    await removeFromShortlist(ctx.db, ownLead(request, request.body.leadId), request.body.propertyId)
    return { success: true, message: messages.shortlistRemoved }
  })

  r.post('/api/leads/v1/get-shortlist', {
    ...guarded, schema: { tags: ['shortlist'], body: LeadOnlyBody, response: { 200: ShortlistReply, ...leadErrors } },
  }, async (request) => ({ success: true, data: await listShortlist(ctx.db, ownLead(request, request.body.leadId)) }))

  r.post('/api/leads/v1/schedule-visit', {
    ...guarded, schema: { tags: ['visits'], body: ScheduleVisitBody, response: { 200: ScheduleVisitReply, ...leadErrors } },
  }, async (request) => {
    const visitId = await scheduleVisit(ctx.db, ownLead(request, request.body.leadId), request.body, ctx.now())
    return { success: true, message: messages.visitRequested, visit_id: visitId }
  })

  r.post('/api/leads/v1/get-visits', {
    ...guarded, schema: { tags: ['visits'], body: LeadOnlyBody, response: { 200: VisitsReply, ...leadErrors } },
  }, async (request) => ({ success: true, data: await listVisits(ctx.db, ownLead(request, request.body.leadId)) }))

  r.post('/api/leads/v1/request-callback', {
    ...guarded, schema: { tags: ['requests'], body: RequestCallbackBody, response: { 200: SuccessReply, ...leadErrors } },
  }, async (request) => {
    await requestCallback(ctx.db, ownLead(request, request.body.leadId), request.body, ctx.now())
    return { success: true, message: messages.requestSentTitle }
  })

  r.post('/api/lead-service', {
    ...guarded, schema: { tags: ['requests'], body: LeadServiceBody, response: { 200: SuccessReply, ...leadErrors } },
  }, async (request) => {
    await registerInterest(ctx.db, ownLead(request, request.body.lead_profile_id), request.body, ctx.now())
    return { success: true, message: messages.requestSentTitle }
  })

  r.post('/api/leads/v1/get-requests', {
    ...guarded, schema: { tags: ['requests'], body: LeadOnlyBody, response: { 200: LeadRequestsReply, ...leadErrors } },
  }, async (request) => ({ success: true, data: await listRequests(ctx.db, ownLead(request, request.body.leadId)) }))

  r.post('/api/leads/v1/get-recent-searches', {
    ...guarded, schema: { tags: ['home'], body: LeadOnlyBody, response: { 200: RecentSearchesReply, ...leadErrors } },
  }, async (request) => {
    await ctx.recentSearches.flush()
    return { success: true, data: await listRecentSearches(ctx.db, ownLead(request, request.body.leadId)) }
  })

  r.post('/api/leads/v1/rent-payment-request', {
    ...guarded, schema: { tags: ['requests'], body: RentPaymentBody, response: { 200: RequestIdReply, ...leadErrors } },
  }, async (request) => {
    const id = await recordRentPayment(ctx.db, ownLead(request, request.body.leadId), request.body, ctx.now())
    return { success: true, message: messages.rentPaymentRecorded, request_id: id }
  })
}
