import { existsSync } from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { messages } from '@basera/contract/messages'

const YEAR_SECONDS = 31_536_000

/**
 * Serves the built web app when WEB_DIST exists: hashed /assets/* cached for a year, other files briefly,
 * and index.html for any other GET outside /api (the client-side router takes over).
 * Unknown /api paths answer 404 { message }.
 */
async function staticWebPlugin(app: FastifyInstance, options: { webDist: string }) {
  const index = path.join(options.webDist, 'index.html')
  const serveWeb = existsSync(index)
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply, filePath: string) => {
        const relative = path.relative(options.webDist, filePath)
        // hashed bundles never change; index.html must be re-checked so a deploy shows at once
        const cache = relative.startsWith(`assets${path.sep}`)
          ? `public, max-age=${YEAR_SECONDS}, immutable`
          : relative === 'index.html' ? 'no-cache' : 'public, max-age=300'
        reply.header('cache-control', cache)
      },
    })
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url
    const isApi = url === '/api' || url.startsWith('/api/')
    if (serveWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.sendFile('index.html')
    }
    return reply.status(404).send({ message: messages.notFound })
  })
}

export const staticWeb = fp(staticWebPlugin, { name: 'static-web' })
