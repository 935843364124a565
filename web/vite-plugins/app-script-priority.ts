import type { Plugin } from 'vite'

// The page paints its boot frame (and, with a page's first data, its first photo) from the HTML and the
// stylesheet alone; the app's script runs after. Asked for at high priority, the script and its imports share
// a slow phone's first round trips with the stylesheet and that photo, and Lighthouse counts every high-priority
// script fetched before the first paint as blocking it (its simulated first paint waited for 118 KB of
// script: 2.0 s, against 0.8 s without). At low priority they are still fetched at once, from the HTML,
// behind the files the first paint needs.
const APP_SCRIPT = '<script type="module" crossorigin src='
const APP_IMPORT = '<link rel="modulepreload" crossorigin href='

export function withLowPriorityAppScript(html: string): string {
  // a new Vite writing these tags differently must fail the build, not quietly undo this
  if (!html.includes(APP_SCRIPT)) throw new Error(`index.html has no ${APP_SCRIPT}… tag to fetch at low priority`)
  return html
    .replaceAll(APP_SCRIPT, '<script type="module" crossorigin fetchpriority="low" src=')
    .replaceAll(APP_IMPORT, '<link rel="modulepreload" crossorigin fetchpriority="low" href=')
}

export function lowPriorityAppScript(): Plugin {
  return {
    name: 'basera:low-priority-app-script',
    apply: 'build',
    transformIndexHtml: {
      // after Vite has written the entry's script and modulepreload tags
      order: 'post',
      handler: withLowPriorityAppScript,
    },
  }
}
