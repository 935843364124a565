import fp from 'fastify-plugin'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { messages } from '@basera/contract/messages'
import { API_PREFIX } from '@basera/contract/endpoint'
import { AppError } from '../lib/errors.ts'

/** Per-address limits on the API; shared through Redis when the app runs as several instances. */
async function rateLimitPlugin(app: FastifyInstance, options: { max: number; redis: Redis | null; trusted: { header: string; value: string } }) {
  await app.register(rateLimit, {
    global: true,
    max: options.max,
    timeWindow: '1 minute',
    // the matched route, not the raw URL: /%61pi/leads/v1/login is the login route too
    // (and not the server's own page renderer, whose calls carry its secret)
    allowList: (request) => !(request.routeOptions.url ?? request.url).startsWith(API_PREFIX) || request.headers[options.trusted.header] === options.trusted.value,
    ...(options.redis ? { redis: options.redis, nameSpace: 'basera:rate:', skipOnError: true } : {}),
    errorResponseBuilder: () => new AppError(429, messages.tooManyRequests),
    // the budget headers only on a refusal (with retry-after): on every answer they were bytes no client reads
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
  })
}

export const rateLimits = fp(rateLimitPlugin, { name: 'rate-limit' })

/** Route config for the sign-in calls: a tighter per-address window. */
export const loginRateLimit = (max: number) => ({ rateLimit: { max, timeWindow: '10 minutes' } })
