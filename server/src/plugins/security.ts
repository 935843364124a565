import type { IncomingMessage, ServerResponse } from 'node:http'
import fp from 'fastify-plugin'
import helmet from 'helmet'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { API_DOCS_PATH, API_PREFIX } from '@basera/contract/endpoint'

/** The configured map tiles' origin (any {s} subdomain allowed), or nothing when there is no map. */
function tileSources(tileUrl: string | null): string[] {
  if (!tileUrl) return []
  const origin = new URL(tileUrl.replace(/\{[a-z]\}/g, '0')).origin
  return tileUrl.includes('{s}') ? [origin.replace('://0.', '://*.')] : [origin]
}

/** What the web app's pages need; anything else is refused. `formTargets`: the payment gateway's checkout host. */
const documentPolicy = (tileUrl: string | null, formTargets: string[]) => helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // the web app's Leaflet map loads tiles from the configured tile host only
      imgSrc: ["'self'", 'data:', 'blob:', ...tileSources(tileUrl)],
      mediaSrc: ["'self'"],
      // Leaflet positions tiles and markers with inline styles
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      // the checkout is a form posted to the gateway's page
      formAction: ["'self'", ...formTargets],
      // a plain-http install on a LAN address must still load its own assets
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
})

/**
 * JSON answers are never rendered as a page: OWASP's set for REST services (a CSP that allows
 * nothing, no framing, nosniff, HSTS, no referrer, same-origin resource policy), a third of the bytes
 * of the page headers on every API answer.
 */
const apiPolicy = helmet({
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
})

/** The headers a helmet middleware sets (the same on every request when it has no per-request options). */
function headersSetBy(middleware: typeof apiPolicy): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = { setHeader: (name: string, value: string) => { headers[name.toLowerCase()] = value }, removeHeader: () => undefined }
  // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- helmet reads no request field when built without per-request options
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined)
  return headers
}

// the OpenAPI UI under /api/docs is a page
const isApiAnswer = (request: FastifyRequest): boolean => request.url.startsWith(API_PREFIX) && !request.url.startsWith(API_DOCS_PATH)

/**
 * Security headers; no CORS plugin on purpose (the web app is served from the same origin). helmet's
 * middlewares are built once: @fastify/helmet rebuilt one, CSP parsing included, on every request.
 */
async function securityPlugin(app: FastifyInstance, options: { tileUrl: string | null; formTargets: string[] }) {
  const apiHeaders = headersSetBy(apiPolicy)
  const pagePolicy = documentPolicy(options.tileUrl, options.formTargets)
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiAnswer(request)) {
      reply.headers(apiHeaders)
      done()
      return
    }
    pagePolicy(request.raw, reply.raw, (err) => done(err as Error | undefined))
  })
}

export const security = fp(securityPlugin, { name: 'security' })
