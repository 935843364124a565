import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import zlib from 'node:zlib'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { messages } from '@basera/contract/messages'
import { API_PREFIX } from '@basera/contract/endpoint'
import type { CreatePageRenderer, PageRenderer } from '@basera/contract/page-renderer'
import { EncodedBody, HTML_TYPE } from '../lib/encoded-body.ts'
import { siteOrigin } from '../lib/site-origin.ts'

const YEAR_SECONDS = 31_536_000
// re-checked on every load: the service worker (a stale one would keep serving an old build) and the manifest
const REVALIDATED = new Set(['index.html', 'service-worker.js', 'manifest.webmanifest'])
/** Marks the API calls the page renderer makes on the server's own routes (its value is this process's secret). */
export const RENDER_HEADER = 'x-basera-render'

export interface WebAppOptions {
  webDist: string
  webServerBuild: string
  /** The site's public origin; null: each request's own (development). */
  publicOrigin: string | null
  /** The secret RENDER_HEADER carries, so the rate limits know the renderer's calls from a client's. */
  renderToken: string
}

/** The web's server build, loaded as an artifact (never web source); null when the web app has not been built. */
async function loadRenderer(app: FastifyInstance, options: WebAppOptions, template: string): Promise<PageRenderer | null> {
  const entry = path.join(options.webServerBuild, 'entry-server.js')
  if (!existsSync(entry)) {
    app.log.warn(`no server build of the web app at ${entry}: pages are drawn by the browser only`)
    return null
  }
  const { createPageRenderer } = (await import(pathToFileURL(entry).href)) as { createPageRenderer: CreatePageRenderer }
  const manifestFile = path.join(options.webDist, '.vite', 'manifest.json')
  return createPageRenderer({
    template,
    manifest: existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {},
    // the page's data comes from this server's own routes, as a visitor who is not signed in would get it
    api: async (url, init) => {
      const headers = Object.fromEntries(new Headers(init.headers).entries())
      const answer = await app.inject({
        method: init.method ?? 'GET',
        url,
        headers: { ...headers, [RENDER_HEADER]: options.renderToken },
        payload: typeof init.body === 'string' ? init.body : undefined,
      })
      return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') } })
    },
  })
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith(API_PREFIX)
// a missing file (an old hashed bundle, a missing image) is a 404, not the app's page
const isFilePath = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname)

/**
 * Serves the web app: the built files (hashed /assets/* cached for a year, others briefly), and every other page
 * GET outside /api from the web's server build, which renders public pages with their data and gives the others
 * the app's shell. Unknown /api paths and missing files answer 404 { message }.
 */
async function webAppPlugin(app: FastifyInstance, options: WebAppOptions) {
  const index = path.join(options.webDist, 'index.html')
  if (!existsSync(index)) {
    app.setNotFoundHandler(async (_request, reply) => reply.status(404).send({ message: messages.notFound }))
    return
  }
  await app.register(fastifyStatic, {
    root: options.webDist,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, filePath: string) => {
      const relative = path.relative(options.webDist, filePath)
      // hashed bundles never change
      const cache = relative.startsWith(`assets${path.sep}`)
        ? `public, max-age=${YEAR_SECONDS}, immutable`
        : REVALIDATED.has(relative) ? 'no-cache' : 'public, max-age=300'
      reply.header('cache-control', cache)
      // the manifest's own type (some installs check it); mime tables differ on .webmanifest
      if (relative === 'manifest.webmanifest') reply.header('content-type', 'application/manifest+json')
    },
  })
  const template = readFileSync(index, 'utf8')
  const renderer = await loadRenderer(app, options, template)

  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname } = new URL(request.url, 'http://page')
    if (isApiPath(pathname) || isFilePath(pathname)) return reply.status(404).send({ message: messages.notFound })
    // a page differs by the reader's language (a cookie, else the browser's) and is re-checked on every load
    reply.header('cache-control', 'no-cache').header('vary', 'cookie, accept-language')
    if (!renderer) return new EncodedBody(template, HTML_TYPE).send(request, reply)
    const origin = siteOrigin(options.publicOrigin, request)
    const rendered = await renderer.render({
      url: new URL(request.url, origin),
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    })
    reply.status(rendered.status).type(HTML_TYPE)
    return rendered.kind === 'shell' ? reply.send(rendered.html) : reply.send(rendered.body)
  }
  // a route, so the compression (app.ts) applies to the streamed page; each part flushed as it comes, so the page's
  // head (its stylesheet and script) reaches the browser before the server has drawn the rest
  app.get('/*', { schema: { hide: true }, compress: { brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 }, flush: zlib.constants.BROTLI_OPERATION_FLUSH }, zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH } } }, page)
  app.setNotFoundHandler(async (_request, reply) => reply.status(404).send({ message: messages.notFound }))
}

export const webApp = fp(webAppPlugin, { name: 'web-app' })
