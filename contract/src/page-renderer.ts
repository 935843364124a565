// What the web app's server build (web/src/entry-server.tsx, built to web/dist-ssr/entry-server.js) gives the API
// server, which loads it as an artifact and never imports web source.

export interface PageRequest {
  /** The page's address on the public origin: canonical links and structured data are written on it. */
  url: URL
  cookie?: string
  acceptLanguage?: string
}

export type RenderedPage =
  /** A public page, rendered with its data and streamed. */
  | { kind: 'rendered'; status: number; body: NodeJS.ReadableStream }
  /** Any other screen: the app's shell page, which the browser draws. */
  | { kind: 'shell'; status: number; html: string }

export interface PageRenderer {
  render: (request: PageRequest) => Promise<RenderedPage>
}

export interface PageRendererOptions {
  /** The browser build's index.html. */
  template: string
  /** The browser build's manifest (web/dist/.vite/manifest.json): which styles and scripts each screen needs. */
  manifest: unknown
  /** Answers the app's API calls from the server's own routes (no network). */
  api: (path: string, init: RequestInit) => Promise<Response>
}

/** The module's one export the server calls. */
export type CreatePageRenderer = (options: PageRendererOptions) => PageRenderer
