import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { runToEnd } from './processes.ts'

interface ManifestChunk {
  file: string
  src?: string
  name?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

interface Weight {
  raw: number
  gzip: number
}

interface ChunkWeight {
  name: string
  /** The chunk's own JavaScript. */
  own: Weight
  /** Its JavaScript plus the static imports it adds to what the first load already has. */
  added: Weight
  css: Weight
}

/** What a page's first visit downloads before the app takes the page over: the entry and the page's screen module. */
interface PageWeight {
  page: string
  js: Weight
  css: Weight
  files: number
}

export interface WebSizes {
  /** The entry alone (a screen the browser draws, before its module). */
  firstLoad: { js: Weight; css: Weight; files: number }
  pages: PageWeight[]
  routes: ChunkWeight[]
  buildMs: number
}

// the pages people arrive on, by the screen module the page loads before hydration (web/src/app/router.tsx)
const ARRIVAL_PAGES = [
  { page: '/home', module: 'src/app/routes/home.tsx' },
  { page: '/search?…', module: 'src/app/routes/search.tsx' },
  { page: '/property/:id', module: 'src/app/routes/property.tsx' },
]

/**
 * Builds the current web source into the bench's temp folder, as `npm run build` does: the browser's build (with
 * a manifest, to weigh it) and the server's build that renders the public pages. web/dist is left alone.
 */
export async function buildWeb(repoRoot: string, outDir: string, serverOutDir: string, logFile: string): Promise<number> {
  const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js')
  const started = Date.now()
  const build = (args: string[]) => runToEnd('web build', process.execPath, [vite, 'build', ...args], { cwd: path.join(repoRoot, 'web'), env: { ...process.env, NODE_ENV: 'production' }, logFile })
  await build(['--outDir', outDir, '--emptyOutDir', '--manifest'])
  await build(['--ssr', 'src/entry-server.tsx', '--outDir', serverOutDir, '--emptyOutDir'])
  return Date.now() - started
}

const weigh = (dist: string, files: Iterable<string>): Weight => {
  let raw = 0
  let gzip = 0
  for (const file of files) {
    const bytes = readFileSync(path.join(dist, file))
    raw += bytes.length
    gzip += gzipSync(bytes, { level: 9 }).length
  }
  return { raw, gzip }
}

/** The chunk and everything it imports statically (manifest keys). */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const next of manifest[key]?.imports ?? []) closure(manifest, next, seen)
  return seen
}

const filesOf = (manifest: Manifest, keys: Iterable<string>, kind: 'js' | 'css'): Set<string> => {
  const files = new Set<string>()
  for (const key of keys) {
    const chunk = manifest[key]
    if (!chunk) continue
    if (kind === 'js') files.add(chunk.file)
    else for (const css of chunk.css ?? []) files.add(css)
  }
  return files
}

const chunkName = (key: string, chunk: ManifestChunk): string =>
  chunk.src ? chunk.src.replace(/^src\//, '').replace(/\.[jt]sx?$/, '') : (chunk.name ?? key)

export function measureWeb(dist: string, buildMs: number): WebSizes {
  const manifestFile = path.join(dist, '.vite/manifest.json')
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing`)
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (!entryKey) throw new Error('the manifest has no entry chunk')
  const first = closure(manifest, entryKey)
  const firstJs = filesOf(manifest, first, 'js')
  const firstCss = filesOf(manifest, first, 'css')

  const routes: ChunkWeight[] = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      const keys = closure(manifest, key)
      const addedJs = [...filesOf(manifest, keys, 'js')].filter((f) => !firstJs.has(f))
      const addedCss = [...filesOf(manifest, keys, 'css')].filter((f) => !firstCss.has(f))
      return { name: chunkName(key, chunk), own: weigh(dist, [chunk.file]), added: weigh(dist, addedJs), css: weigh(dist, addedCss) }
    })
    .sort((a, b) => b.added.gzip - a.added.gzip)

  const pages = ARRIVAL_PAGES.map(({ page, module }) => {
    const keys = new Set([...first, ...closure(manifest, module)])
    const js = filesOf(manifest, keys, 'js')
    const css = filesOf(manifest, keys, 'css')
    return { page, js: weigh(dist, js), css: weigh(dist, css), files: js.size + css.size }
  })
  return { firstLoad: { js: weigh(dist, firstJs), css: weigh(dist, firstCss), files: firstJs.size + firstCss.size }, pages, routes, buildMs }
}
