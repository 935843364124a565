import { describe, expect, it } from 'vitest'
import { withLowPriorityAppScript } from './app-script-priority'

// the tags as Vite 8 writes them into the built index.html
const BUILT = [
  '<head><title>Basera</title>',
  '<script type="module" crossorigin src="/assets/index-B3OVoHKb.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/jsx-runtime-Wy9s6hX0.js">',
  '<link rel="modulepreload" crossorigin href="/assets/session-Csf8NPU-.js">',
  '<link rel="stylesheet" crossorigin href="/assets/index-mMbfepXU.css">',
  '</head>',
].join('\n')

describe("the app's script is fetched behind what the first paint needs", () => {
  it('asks for the entry script and each of its imports at low priority, and leaves the stylesheet alone', () => {
    const html = withLowPriorityAppScript(BUILT)
    expect(html).toContain('<script type="module" crossorigin fetchpriority="low" src="/assets/index-B3OVoHKb.js">')
    expect(html.match(/<link rel="modulepreload" crossorigin fetchpriority="low" href=/g)).toHaveLength(2)
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-mMbfepXU.css">')
  })

  it('fails the build when the entry tag is not found, instead of quietly fetching at high priority again', () => {
    expect(() => withLowPriorityAppScript('<script type="module" src="/x.js"></script>')).toThrow(/no <script type="module" crossorigin src=/)
  })
})
