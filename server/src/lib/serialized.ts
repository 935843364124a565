import type { FastifyReply } from 'fastify'
import { z } from 'zod'

/**
 * A reply body encoded through its response schema once, then kept as JSON text (e.g. in a cache).
 * Fastify sends a string with a JSON content type as it is, skipping a second encoding.
 */
export function serialize<S extends z.ZodType>(schema: S, value: z.output<S>): string {
  return JSON.stringify(z.encode(schema, value))
}

export function sendSerialized(reply: FastifyReply, json: string): FastifyReply {
  // the route's type provider expects the reply object; this body is that object, already encoded
  return reply.type('application/json; charset=utf-8').send(json as never)
}
