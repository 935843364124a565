import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { ThrottledReply } from '../../lib/route-schemas.ts'
import { currentOperator } from '../../plugins/auth.ts'
import { loginRateLimit } from '../../plugins/rate-limit.ts'
import { describeOperator, endOperatorSession, startOperatorSignIn, verifyOperatorSignIn } from './service.ts'

/** Console sign-in and sign-out: the tenant's OTP rules and limits, the operator's own session kind. */
export async function operatorAuthRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const signInLimit = loginRateLimit(ctx.config.loginRateLimitMax)

  route(app, endpoints.operatorLogin, (request) => startOperatorSignIn(ctx, request.body.phoneNumber), {
    config: signInLimit,
    errors: { 429: ThrottledReply },
  })

  route(app, endpoints.operatorVerifyOtp, async (request) => {
    const { phoneNumber, otp } = request.body
    const { operator, token } = await verifyOperatorSignIn(ctx, phoneNumber, otp)
    return { success: true, accessToken: token, operator_id: operator.id, role: operator.role, name: operator.name, phoneNumber, message: messages.otpVerified }
  }, { config: signInLimit })

  route(app, endpoints.operatorSignOut, async (request) => {
    await endOperatorSession(ctx.db, currentOperator(request), ctx.now())
    return { success: true, message: messages.signedOut }
  })

  route(app, endpoints.getOperatorMe, async (request) => ({ success: true, data: await describeOperator(ctx.db, currentOperator(request)) }))
}
