import type { z } from 'zod'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Who may call an endpoint: anyone, a signed-in tenant (lead), a signed-in operator, or anyone on a development server. */
export type Access = 'public' | 'lead' | 'operator' | 'dev'

/**
 * One API call as the server registers it and the web calls it. Entries of the table
 * (endpoints.ts) are plain object literals, so a bundle keeps only the ones it uses.
 */
export interface Endpoint {
  readonly method: Method
  /** Further methods the server also accepts (the spec never showed some calls' method). */
  readonly alsoMethods?: readonly Method[]
  /** Fastify style: `/api/operator/v1/properties/:propertyId`. */
  readonly path: string
  /** The OpenAPI operationId: generated clients and tools find the call by it. */
  readonly operationId: string
  readonly access: Access
  /** The OpenAPI tag the call is listed under. */
  readonly tag: string
  readonly body?: z.ZodType
  readonly params?: z.ZodType
  readonly query?: z.ZodType
  readonly reply: z.ZodType
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined
type Output<S> = S extends z.ZodType ? z.output<S> : undefined

/** What a caller sends: the body before parsing (defaults may be left out), path parameters, query. */
export type BodyIn<E extends Endpoint> = Input<E['body']>
export type ParamsIn<E extends Endpoint> = Input<E['params']>
export type QueryIn<E extends Endpoint> = Input<E['query']>
/** What a handler reads after the schemas parsed the request. */
export type BodyOut<E extends Endpoint> = Output<E['body']>
export type ParamsOut<E extends Endpoint> = Output<E['params']>
export type QueryOut<E extends Endpoint> = Output<E['query']>
/** What a handler returns (before serialisation) and what a caller receives. */
export type ReplyIn<E extends Endpoint> = z.input<E['reply']>
export type ReplyOut<E extends Endpoint> = z.output<E['reply']>

/** The endpoint's path with its `:name` parameters filled in (encoded). */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, params: Readonly<Record<string, string | number>> = {}): string {
  return endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`${endpoint.path}: missing path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}

/** Every API path starts with this; anything else is the web app or its files. */
export const API_PREFIX = '/api/'
/** The OpenAPI document and its browsable page (development and production alike). */
export const API_DOCS_PATH = '/api/docs'
