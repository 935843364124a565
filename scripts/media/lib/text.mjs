// Text as SVG paths (no font needed where the image is shown), from the fonts the web app ships.
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import opentype from 'opentype.js'

const require = createRequire(import.meta.url)
const cache = new Map()

function font(file) {
  if (!cache.has(file)) {
    const buf = readFileSync(require.resolve(file))
    cache.set(file, opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength)))
  }
  return cache.get(file)
}

// opentype's own toPathData rounds tiny fractions to NaN, so serialise the commands here
const n = (v) => (Math.round(v * 10) / 10).toString()
function pathData(path) {
  return path.commands
    .map((c) => {
      if (c.type === 'M' || c.type === 'L') return `${c.type}${n(c.x)} ${n(c.y)}`
      if (c.type === 'Q') return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`
      if (c.type === 'C') return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`
      return 'Z'
    })
    .join('')
}

export const fonts = {
  spartanBold: '@fontsource/league-spartan/files/league-spartan-latin-700-normal.woff',
  spartanBlack: '@fontsource/league-spartan/files/league-spartan-latin-800-normal.woff',
  latoBold: '@fontsource/lato/files/lato-latin-700-normal.woff',
  latoRegular: '@fontsource/lato/files/lato-latin-400-normal.woff',
}

export function textWidth(text, { font: f = fonts.latoBold, size }) {
  return font(f).getAdvanceWidth(text, size)
}

// anchor: 'start' | 'middle' | 'end'
export function textPath(text, { x, y, size, fill, font: f = fonts.latoBold, anchor = 'start', letterSpacing = 0 }) {
  const fo = font(f)
  const width = fo.getAdvanceWidth(text, size) + letterSpacing * (text.length - 1)
  let cx = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x
  if (letterSpacing === 0) return `<path d="${pathData(fo.getPath(text, cx, y, size, { kerning: true }))}" fill="${fill}"/>`
  const parts = []
  for (const ch of text) {
    const glyphPath = fo.getPath(ch, cx, y, size)
    parts.push(pathData(glyphPath))
    cx += fo.getAdvanceWidth(ch, size) + letterSpacing
  }
  return `<path d="${parts.join('')}" fill="${fill}"/>`
}
