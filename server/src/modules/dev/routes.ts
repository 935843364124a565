import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { DevOutboxQuery, DevOutboxReply } from '@basera/contract/dev'
import type { AppContext } from '../../context.ts'
import { publicErrors } from '../../lib/route-schemas.ts'

/** Registered on development servers only; in production the path is an ordinary 404. */
export async function devRoutes(app: FastifyInstance, ctx: AppContext) {
  const outbox = ctx.devOutbox
  if (!ctx.config.isDevelopment || !outbox) return
  app.withTypeProvider<ZodTypeProvider>().get('/api/dev/outbox', {
    schema: { tags: ['development'], querystring: DevOutboxQuery, response: { 200: DevOutboxReply, ...publicErrors } },
  }, async (request) => ({ success: true, data: outbox.messagesFor(request.query.phoneNumber) }))
}
