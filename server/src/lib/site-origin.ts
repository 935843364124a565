import type { FastifyRequest } from 'fastify'

/** The site's public origin (PUBLIC_ORIGIN; in development, the origin the request came to). */
export const siteOrigin = (publicOrigin: string | null, request: FastifyRequest): string => publicOrigin ?? `${request.protocol}://${request.host}`
