import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { PAGE_DATA_ELEMENT_ID } from '@basera/contract/constants'
import { messages } from '@basera/contract/messages'
import { API_PREFIX } from '@basera/contract/endpoint'
import { EncodedBody, HTML_TYPE } from '../lib/encoded-body.ts'
import { screenScripts } from './screen-scripts.ts'

const YEAR_SECONDS = 31_536_000
// re-checked on every load: the page, the service worker (a stale one would keep serving an old build) and
// the manifest
const REVALIDATED = new Set(['index.html', 'service-worker.js', 'manifest.webmanifest'])

/** A photo to fetch before the app asks for it; with the srcset and sizes its <img> will have, so both pick one file. */
export interface PreloadImage {
  href: string
  srcset?: string
  sizes?: string
}

/** What a page carries besides the app: its first data, and the photos to fetch before the app asks for them. */
export interface PageExtras {
  data: unknown
  preloadImages: PreloadImage[]
}

// JSON in a <script> data block: '<' escaped, so no value can close the block
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

// at the entry's own low priority (web/vite-plugins/app-script-priority.ts): behind what the first paint needs
const withScreenScripts = (html: string, scripts: string[]) =>
  scripts.length === 0
    ? html
    : html.replace('</head>', () => `${scripts.map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${attribute(href)}">`).join('')}</head>`)

function withExtras(html: string, extras: PageExtras): string {
  const preloads = extras.preloadImages.map(({ href, srcset, sizes }) => {
    const responsive = srcset && sizes ? ` imagesrcset="${attribute(srcset)}" imagesizes="${attribute(sizes)}"` : ''
    return `<link rel="preload" as="image" href="${attribute(href)}"${responsive} fetchpriority="high">`
  }).join('')
  const photo = extras.preloadImages[0]
  const bootPhoto = photo
    ? `<img class="boot-photo" src="${attribute(photo.href)}"${photo.srcset && photo.sizes ? ` srcset="${attribute(photo.srcset)}" sizes="${attribute(photo.sizes)}"` : ''} alt="" width="800" height="600" fetchpriority="high" elementtiming="boot-photo">`
    : ''
  const data = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForHtml(extras.data)}</script>`
  // replacer functions: a '$&' in a listing's text must stay text, not become a replacement pattern
  return html
    .replace('</head>', () => `${preloads}</head>`)
    .replace('<!--boot-photo-->', () => bootPhoto)
    .replace('</body>', () => `${data}</body>`)
}

/**
 * Serves the built web app when WEB_DIST exists: hashed /assets/* cached for a year, other files briefly,
 * and index.html for any other GET outside /api that is not a file (the client-side router takes over).
 * Unknown /api paths answer 404 { message }.
 */
async function staticWebPlugin(
  app: FastifyInstance,
  options: { webDist: string; pageExtras?: (request: FastifyRequest) => Promise<PageExtras | null> },
) {
  const index = path.join(options.webDist, 'index.html')
  const serveWeb = existsSync(index)
  const scriptsOf = screenScripts(options.webDist)
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
          : REVALIDATED.has(relative) ? 'no-cache' : 'public, max-age=300'
        reply.header('cache-control', cache)
        // the manifest's own type (some installs check it); mime tables differ on .webmanifest
        if (relative === 'manifest.webmanifest') reply.header('content-type', 'application/manifest+json')
      },
    })
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? ''
    const isApi = pathname === '/api' || pathname.startsWith(API_PREFIX)
    // a missing file (an old hashed bundle, a missing image) is a 404, not the app's page
    const isFile = /\.[a-z0-9]+$/i.test(pathname)
    if (serveWeb && !isApi && !isFile && (request.method === 'GET' || request.method === 'HEAD')) {
      // the page itself must load whatever happens to its data (the app then asks for it as usual)
      const extras = await options.pageExtras?.(request).catch((error: unknown) => {
        request.log.warn({ err: error }, 'page data left out')
        return null
      })
      // read per request, so a new build is served without a restart; compressed here because the global
      // compression hooks attach to routes, and this fallback is not one
      const html = withScreenScripts(await readFile(index, 'utf8'), scriptsOf(pathname))
      return new EncodedBody(extras ? withExtras(html, extras) : html, HTML_TYPE).send(request, reply.header('cache-control', 'no-cache'))
    }
    return reply.status(404).send({ message: messages.notFound })
  })
}

export const staticWeb = fp(staticWebPlugin, { name: 'static-web' })
