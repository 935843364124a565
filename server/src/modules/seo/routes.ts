import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppContext } from '../../context.ts'
import { siteOrigin } from '../../lib/site-origin.ts'
import { robotsTxt, sitemapEntries, sitemapXml } from './service.ts'

/** /sitemap.xml and /robots.txt, on the site's public origin (PUBLIC_ORIGIN; in development, the request's own). */
export async function seoRoutes(app: FastifyInstance, ctx: AppContext) {
  const originOf = (request: FastifyRequest) => siteOrigin(ctx.config.publicOrigin, request)
  // files for crawlers, not API operations: left out of the OpenAPI document
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const xml = sitemapXml(await sitemapEntries(ctx.db), originOf(request))
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(xml)
  })
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(originOf(request))),
  )
}
