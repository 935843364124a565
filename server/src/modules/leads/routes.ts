import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import type { AppContext } from '../../context.ts'
import { currentLead, ownLead } from '../../plugins/auth.ts'
import { loginRateLimit } from '../../plugins/rate-limit.ts'
import { ThrottledReply } from '../../lib/route-schemas.ts'
import { route } from '../../lib/endpoint-route.ts'
import { startSignIn, verifyOtp } from './otp-service.ts'
import { getProfile, updateProfile } from './profile-service.ts'
import { revokeSession } from './session-service.ts'

export async function leadsRoutes(app: FastifyInstance, ctx: AppContext) {
  const signInLimit = loginRateLimit(ctx.config.loginRateLimitMax)

  route(app, endpoints.login, (request) => startSignIn(ctx, request.body.phoneNumber), {
    config: signInLimit,
    errors: { 429: ThrottledReply },
  })

  route(app, endpoints.verifyOtp, async (request) => {
    const { phoneNumber, otp } = request.body
    const { leadId, token } = await verifyOtp(ctx, phoneNumber, otp)
    return {
      success: true,
      accessToken: token,
      lead_profile_id: leadId,
      phoneNumber,
      full_profile: await getProfile(ctx.db, leadId),
      message: messages.otpVerified,
    }
  }, { config: signInLimit })

  route(app, endpoints.logout, async (request) => {
    await revokeSession(ctx.db, currentLead(request).sessionId, ctx.now())
    ctx.sessions.forget(currentLead(request))
    return { success: true }
  })

  route(app, endpoints.viewLeadProfile, async (request) => ({ success: true, data: await getProfile(ctx.db, ownLead(request, request.body.leadId)) }))

  route(app, endpoints.updateLeadProfile, async (request) => {
    const leadId = ownLead(request, request.body.leadId)
    const data = await updateProfile(ctx.db, leadId, request.body, ctx.now())
    return { success: true, message: messages.profileUpdated, data }
  })
}
