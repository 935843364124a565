import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { Access, BodyOut, Endpoint, ParamsOut, QueryOut, ReplyIn } from '@basera/contract/endpoint'
import { leadErrors, publicErrors } from './route-schemas.ts'

/** An `onRequest` hook that refuses callers who may not use an endpoint of that access. */
type AccessGuard = (request: FastifyRequest) => Promise<void>

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the auth plugin: the one place that knows who a caller is. */
    accessGuards: Readonly<Record<Exclude<Access, 'public' | 'dev'>, AccessGuard>>
  }
}

/** A request as a handler of `E` sees it: body, params and query already parsed by the endpoint's schemas. */
type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Body: BodyOut<E>
  Params: ParamsOut<E>
  Querystring: QueryOut<E>
}>

/** A handler answers the reply's value, or sends an answer itself (a pre-encoded body) and returns the reply. */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<ReplyIn<E> | FastifyReply> | ReplyIn<E> | FastifyReply

/** Further Fastify options of one route: a rate-limit `config`, a `bodyLimit`, extra error replies for the docs. */
export interface RouteExtras {
  config?: RouteShorthandOptions['config']
  bodyLimit?: number
  preHandler?: RouteShorthandOptions['preHandler']
  errors?: Readonly<Record<number, z.ZodType>>
}

/**
 * Registers one endpoint of the contract's table: its method and path, its schemas (so bad input
 * answers 400 and the reply is checked and shaped), its operationId and tag for the OpenAPI
 * document, and the guard its access needs. Routes are written only through this.
 */
export function route<E extends Endpoint>(app: FastifyInstance, endpoint: E, handler: EndpointHandler<E>, extras: RouteExtras = {}): void {
  const signedIn = endpoint.access === 'lead' || endpoint.access === 'operator'
  const guard = endpoint.access === 'lead' || endpoint.access === 'operator' ? app.accessGuards[endpoint.access] : undefined
  app.withTypeProvider<ZodTypeProvider>().route({
    method: [endpoint.method, ...(endpoint.alsoMethods ?? [])],
    url: endpoint.path,
    schema: {
      operationId: endpoint.operationId,
      tags: [endpoint.tag],
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      response: { 200: endpoint.reply, ...(signedIn ? leadErrors : publicErrors), ...extras.errors },
    },
    ...(guard ? { onRequest: guard } : {}),
    ...(extras.config ? { config: extras.config } : {}),
    ...(extras.bodyLimit ? { bodyLimit: extras.bodyLimit } : {}),
    ...(extras.preHandler ? { preHandler: extras.preHandler } : {}),
    // the schemas above type the request; the handler's own type says the same in the table's terms
    handler: handler as never,
  })
}
