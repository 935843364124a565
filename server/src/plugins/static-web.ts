import { existsSync } from 'node:fs'
import path from 'node:path'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { messages } from '@basera/contract/messages'

const YEAR_SECONDS = 31_536_000

/**
 * Serves the built web app when WEB_DIST exists: hashed /assets/* cached for a year, other files briefly,
 * and index.html for any other GET outside /api that is not a file (the client-side router takes over).
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
    const pathname = request.url.split('?')[0] ?? ''
    const isApi = pathname === '/api' || pathname.startsWith('/api/')
    // a missing file (an old hashed bundle, a missing image) is a 404, not the app's page
    const isFile = /\.[a-z0-9]+$/i.test(pathname)
    if (serveWeb && !isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.sendFile('index.html')
    }
    return reply.status(404).send({ message: messages.notFound })
  })
}

export const staticWeb = fp(staticWebPlugin, { name: 'static-web' })
