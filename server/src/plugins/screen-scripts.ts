import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/** The screens people arrive on (a shared link, the installed app's start), by the web module that draws each (web/src/app/router.tsx). */
export const ARRIVAL_SCREENS: readonly { path: RegExp; module: string }[] = [
  { path: /^\/home$/, module: 'src/app/routes/home.tsx' },
  { path: /^\/search$/, module: 'src/app/routes/search.tsx' },
  { path: /^\/property\/\d{1,9}$/, module: 'src/app/routes/property.tsx' },
]

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}
type Manifest = Record<string, ManifestChunk>

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen
  seen.add(key)
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen)
  return seen
}

function scriptsByScreen(manifest: Manifest): string[][] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  const firstLoad = entry ? closure(manifest, entry) : new Set<string>()
  return ARRIVAL_SCREENS.map(({ module }) =>
    [...closure(manifest, module)].flatMap((key) => (firstLoad.has(key) ? [] : [`/${manifest[key]?.file}`])),
  )
}

/**
 * The script files a screen needs beyond the app's entry, from the web build's manifest (.vite/manifest.json).
 * Listed in the page, a phone fetches them beside the entry, instead of after the entry has run and asked for
 * them one <link> at a time on the main thread (about a sixth of a slow phone's script time on the search
 * screen). Read again when a new build replaces the manifest; without one, none.
 */
export function screenScripts(webDist: string): (pathname: string) => string[] {
  const file = path.join(webDist, '.vite', 'manifest.json')
  let read: { mtimeMs: number; scripts: string[][] } | null = null
  return (pathname) => {
    const screen = ARRIVAL_SCREENS.findIndex((s) => s.path.test(pathname))
    if (screen < 0 || !existsSync(file)) return []
    const { mtimeMs } = statSync(file)
    if (read?.mtimeMs !== mtimeMs) read = { mtimeMs, scripts: scriptsByScreen(JSON.parse(readFileSync(file, 'utf8')) as Manifest) }
    return read.scripts[screen] ?? []
  }
}
