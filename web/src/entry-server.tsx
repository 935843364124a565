import { PassThrough, Transform, type Readable } from 'node:stream'
import type { CreatePageRenderer } from '@basera/contract/page-renderer'
import { QueryClient } from '@tanstack/react-query'
import { renderToPipeableStream } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router'
import { hindiTranslations } from './app/hindi-translations'
import { serverLoadContext } from './app/load-context'
import { pageAssetsHtml, type BuildManifest } from './app/page-assets'
import { headOfMatches, type PageHead } from './app/page-head'
import { routeHandle } from './app/route-handle'
import { jsonForScript, pageStateHtml } from './app/page-state'
import { AppProvider } from './app/provider'
import { routes } from './app/router'
import { ApiError, setApiTransport } from './lib/api-client'
import { registerHindi, type Language } from './lib/i18n'
import { pickLanguage } from './app/language-of-request'

// The web app's server build (vite build --ssr): the API server loads it as an artifact and asks it for each page.
// Public pages (home, search, locality pages, a property and its rooms, help and policy) are rendered here with their
// data, streamed, and taken over by the same app in the browser (main.tsx); other screens get the app's shell.

registerHindi(hindiTranslations)

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

function headHtml(head: PageHead, origin: string, language: Language): string {
  const canonical = new URL(head.canonicalPath, origin).href
  const image = head.image ? new URL(head.image, origin).href : `${origin}/media/icons/icon-512.png`
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    head.noindex ? '<meta name="robots" content="noindex, follow">' : '',
    `<meta property="og:site_name" content="Basera">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:locale" content="${language === 'hi' ? 'hi_IN' : 'en_IN'}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    head.structuredData ? `<script type="application/ld+json">${jsonForScript(head.structuredData(origin))}</script>` : '',
  ]
  return tags.join('')
}

/** The build's index.html, split where a page's head and its rendered app go. */
function templateParts(template: string) {
  const [beforeHead = '', rest = ''] = template.split('<!--app-head-->')
  const [beforeApp = '', afterApp = ''] = rest.split('<!--app-html-->')
  return (language: Language, head: string) => ({
    before: `${beforeHead.replace('<html lang="en">', `<html lang="${language}">`)}${head}${beforeApp}`,
    after: afterApp,
  })
}

/** A page that did not find what it shows (a property id nobody has) answers 404, and still renders its screen. */
function statusOf(client: QueryClient): number {
  const missing = client.getQueryCache().getAll().some((query) => query.state.error instanceof ApiError && query.state.error.status === 404)
  return missing ? 404 : 200
}

const RENDER_TIMEOUT_MS = 10_000

// what a screen the browser draws shows until its script has run: the header bar with the logo
const SHELL_FRAME = '<div class="shell-frame" aria-busy="true"><div class="shell-bar"><img src="/media/logo.svg" alt="Basera" width="104" height="28"></div></div>'

/**
 * The page as a stream: its head at once (the browser fetches the stylesheet and the script while the server draws
 * the page), then the app as React renders it, then `after(true)`. Should the render fail, the page ends with the
 * shell's frame and `after(false)`, and the browser draws it.
 */
function stream(app: React.ReactNode, before: string, after: (rendered: boolean) => string): Readable {
  const body = new PassThrough()
  body.write(before)
  const { pipe, abort } = renderToPipeableStream(app, {
    // every part in place, in order: the data is in before the render starts, so nothing waits, and a part moved
    // to the end of the page (React's default for long parts) would need an inline script to put it back
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onShellReady() {
      const ending = new Transform({
        transform: (chunk: Buffer, _encoding, done) => done(null, chunk),
        flush(done) {
          done(null, after(true))
        },
      })
      pipe(ending).pipe(body)
    },
    onShellError(error) {
      if (error instanceof Error) console.error('server render:', error.stack)
      body.end(`${SHELL_FRAME}${after(false)}`)
    },
    onError(error) {
      // a part that failed on the server is drawn by the browser instead (React's own fallback)
      if (error instanceof Error) console.error('server render:', error.stack)
    },
  })
  setTimeout(abort, RENDER_TIMEOUT_MS).unref()
  return body
}

/**
 * Renders the app's pages. `template` is the client build's index.html; `api` answers the app's API calls from the
 * server's own routes.
 */
export const createPageRenderer: CreatePageRenderer = (options) => {
  setApiTransport(options.api)
  const parts = templateParts(options.template)
  const handler = createStaticHandler(routes)
  const shell = (url: URL, language: Language, queryClient: QueryClient) => {
    const { before, after } = parts(language, headHtml(headOfMatches([], { url, queryClient, language }), url.origin, language))
    return { kind: 'shell' as const, status: 200, html: `${before}${SHELL_FRAME}${after}` }
  }

  return {
    async render({ url, cookie, acceptLanguage }) {
      const language = pickLanguage(cookie, acceptLanguage)
      const matches = matchRoutes(routes, url.pathname)
      const leaf = matches?.at(-1)
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } })
      // a screen of a signed-in reader's own data, or the console: the browser draws it
      const ssr = leaf ? routeHandle(leaf.route.handle).ssr : false
      if (!(typeof ssr === 'function' ? ssr(url) : ssr)) return shell(url, language, queryClient)
      const context = await handler.query(new Request(url), { requestContext: serverLoadContext(queryClient) })
      // the loaders only start requests and never throw: anything else is the browser's to draw
      if (context instanceof Response || context.errors) return shell(url, language, queryClient)
      const router = createStaticRouter(handler.dataRoutes, context)
      const head = headOfMatches(context.matches.map((m) => ({ handle: m.route.handle as unknown, params: m.params })), { url, queryClient, language })
      const screens = context.matches.flatMap((m) => routeHandle(m.route.handle as unknown).module ?? [])
      const assets = pageAssetsHtml(options.manifest as BuildManifest, screens)
      const { before, after } = parts(language, headHtml(head, url.origin, language) + assets)
      const body = stream(
        <AppProvider language={language} client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>,
        before.replace('<div id="root">', '<div id="root" data-rendered="server">'),
        // the data the page was drawn from, for the browser to start with (read once the render is done)
        (rendered) => (rendered ? after.replace('</body>', () => `${pageStateHtml(queryClient, context)}</body>`) : after),
      )
      return { kind: 'rendered', status: Math.max(context.statusCode, statusOf(queryClient)), body }
    },
  }
}
