import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { SuccessReply } from '@basera/contract/common'
import { ContactUsBody, ContentBody, ContentReply, HomeSectionsBody, HomeSectionsReply, LogEventBody } from '@basera/contract/engagement'
import { ServiceCallBody, ServiceCallReply } from '@basera/contract/service-call'
import { messages } from '@basera/contract/messages'
import type { AppContext } from '../../context.ts'
import { actingLead } from '../../plugins/auth.ts'
import { AppError } from '../../plugins/errors.ts'
import { publicErrors, leadErrors } from '../../lib/route-schemas.ts'
import { homeSections } from './home-service.ts'
import { getContent, logEvent, saveContactMessage } from './misc-service.ts'
import { callService } from './service-call.ts'

// Public calls: a token is optional; when one is sent, a leadId must be its lead.
export async function publicRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const loginLimiter = app.createRateLimit({
    max: ctx.config.loginRateLimitMax,
    timeWindow: '10 minutes',
    keyGenerator: (request) => `service-call-login:${request.ip}`,
  })

  r.post('/api/events/v1/log-event', {
    schema: { tags: ['events'], body: LogEventBody, response: { 200: SuccessReply, ...publicErrors } },
  }, async (request) => {
    await logEvent(ctx.db, actingLead(request, undefined), request.body, ctx.now())
    return { success: true }
  })

  r.post('/api/content/v1/get-content', {
    schema: { tags: ['content'], body: ContentBody, response: { 200: ContentReply, ...publicErrors } },
  }, async (request) => ({ success: true, data: await getContent(ctx.db, request.body.key) }))

  r.post('/api/leads/v1/get-home-sections', {
    schema: { tags: ['home'], body: HomeSectionsBody, response: { 200: HomeSectionsReply, ...publicErrors } },
  }, async (request) => {
    const leadId = actingLead(request, request.body.leadId)
    if (leadId !== null) await ctx.recentSearches.flush()
    const sections = await homeSections(ctx.db, leadId, ctx.listings.popularHome)
    return { success: true, ...sections }
  })

  r.post('/api/leads/v1/contact-us', {
    schema: { tags: ['content'], body: ContactUsBody, response: { 200: SuccessReply, ...publicErrors } },
  }, async (request) => {
    await saveContactMessage(ctx.db, actingLead(request, undefined), request.body, ctx.now())
    return { success: true, message: messages.contactReceived }
  })

  r.post('/api/leads/v1/service-call', {
    schema: { tags: ['service-call'], body: ServiceCallBody, response: { 200: ServiceCallReply, ...leadErrors } },
  }, async (request) => {
    if (request.body.service_name === 'LOGIN') {
      const limit = await loginLimiter(request)
      if (!limit.isAllowed && limit.isExceeded) throw new AppError(429, messages.tooManyRequests)
    }
    return { success: true, data: await callService(ctx, request, request.body) }
  })
}
