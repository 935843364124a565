import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import type { AppContext } from '../../context.ts'
import { route } from '../../lib/endpoint-route.ts'
import { AppError } from '../../lib/errors.ts'
import { leadErrors } from '../../lib/route-schemas.ts'
import { callService } from './service.ts'

// A token is optional; when one is sent, a leadId must be its lead (so 401 and 403 are possible answers).
export async function serviceCallRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const loginLimiter = app.createRateLimit({
    max: ctx.config.loginRateLimitMax,
    timeWindow: '10 minutes',
    keyGenerator: (request) => `service-call-login:${request.ip}`,
  })

  route(app, endpoints.serviceCall, async (request) => {
    if (request.body.service_name === 'LOGIN') {
      const limit = await loginLimiter(request)
      if (!limit.isAllowed && limit.isExceeded) throw new AppError(429, messages.tooManyRequests)
    }
    return { success: true, data: await callService(ctx, request, request.body) }
  }, { errors: leadErrors })
}
