/** A chunk of the browser build's manifest (dist/.vite/manifest.json), as Vite writes it. */
interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}
export type BuildManifest = Record<string, ManifestChunk>

function closure(manifest: BuildManifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen
  seen.add(key)
  for (const next of manifest[key].imports ?? []) closure(manifest, next, seen)
  return seen
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * What a rendered page needs beyond the entry (which index.html already lists): the stylesheets of its screens'
 * modules, so the page is drawn styled before any script runs, and their scripts, fetched beside the entry (the
 * browser loads them before it takes the page over) instead of after it.
 */
export function pageAssetsHtml(manifest: BuildManifest, modules: readonly string[]): string {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  const inPage = entry ? closure(manifest, entry, new Set()) : new Set<string>()
  const needed = new Set<string>()
  for (const module of modules) closure(manifest, module, needed)
  const chunks = [...needed].filter((key) => !inPage.has(key)).map((key) => manifest[key] as ManifestChunk)
  const stylesheets = new Set(chunks.flatMap((chunk) => chunk.css ?? []))
  for (const key of inPage) for (const css of manifest[key]?.css ?? []) stylesheets.delete(css)
  return [
    ...[...stylesheets].map((css) => `<link rel="stylesheet" crossorigin href="/${attribute(css)}">`),
    ...chunks.map((chunk) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${attribute(chunk.file)}">`),
  ].join('')
}
