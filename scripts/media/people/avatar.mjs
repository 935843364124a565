// Flat head-and-shoulders avatars on a 160x160 grid (reviewers, testimonial tenants).
import { darken, lighten } from '../lib/color.mjs'

export const skins = ['#F3CFB0', '#E8B48E', '#D49A6F', '#B97D55', '#94603F']
const hairColors = { black: '#1F1A17', brown: '#4A3226', grey: '#9A9590' }

// person: { skin, hair: 'short'|'side'|'long'|'bun'|'curly'|'bald', hairColor, shirt, collar: 'v'|'kurta'|'round'|'tee',
//           glasses, bindi, earrings, beard, moustache, dupatta, bg, blink }
export function avatar(person, { background = true } = {}) {
  const skin = person.skin
  const hc = hairColors[person.hairColor ?? 'black'] ?? person.hairColor
  const shadow = darken(skin, 0.12)
  const out = []
  if (background) out.push(`<rect width="160" height="160" fill="${person.bg ?? '#E9E7FD'}"/>`)
  if (person.hair === 'long') out.push(`<path d="M44 76 Q40 36 80 34 Q120 36 116 76 L120 134 Q80 146 40 134 Z" fill="${hc}"/>`)
  // body and neck
  out.push(`<rect x="68" y="98" width="24" height="22" fill="${shadow}"/>`)
  out.push(`<path d="M24 160 Q26 120 64 112 L96 112 Q134 120 136 160 Z" fill="${person.shirt}"/>`)
  const collar = person.collar ?? 'round'
  if (collar === 'v') out.push(`<path d="M66 112 L80 134 L94 112 Z" fill="${shadow}"/>`)
  if (collar === 'round') out.push(`<path d="M66 112 Q80 124 94 112 Z" fill="${shadow}"/>`)
  if (collar === 'kurta') out.push(`<path d="M70 112 Q80 120 90 112 Z" fill="${shadow}"/><rect x="78" y="118" width="4" height="30" fill="${darken(person.shirt, 0.15)}"/><circle cx="80" cy="126" r="1.8" fill="${lighten(person.shirt, 0.5)}"/><circle cx="80" cy="136" r="1.8" fill="${lighten(person.shirt, 0.5)}"/>`)
  if (collar === 'shirt') out.push(`<path d="M66 112 L80 128 L94 112 Z" fill="#FFFFFF"/><path d="M64 110 L74 126 L80 116 Z M96 110 L86 126 L80 116 Z" fill="${lighten(person.shirt, 0.25)}"/>`)
  if (person.dupatta) out.push(`<path d="M30 150 Q50 118 72 112 L62 124 Q44 136 40 160 L30 160 Z" fill="${person.dupatta}"/><path d="M130 150 Q112 122 92 112 L100 126 Q116 140 118 160 L130 160Z" fill="${person.dupatta}"/>`)
  // head
  out.push(`<ellipse cx="49" cy="76" rx="6" ry="9" fill="${shadow}"/><ellipse cx="111" cy="76" rx="6" ry="9" fill="${shadow}"/>`)
  out.push(`<ellipse cx="80" cy="72" rx="31" ry="35" fill="${skin}"/>`)
  if (person.earrings) out.push(`<circle cx="49" cy="88" r="3.5" fill="#E8B64C"/><circle cx="111" cy="88" r="3.5" fill="#E8B64C"/>`)
  out.push(hair(person.hair, hc))
  // face
  const brow = darken(hc, 0.1)
  out.push(`<path d="M62 62 Q68 58 74 61 M86 61 Q92 58 98 62" stroke="${brow}" stroke-width="2.6" fill="none" stroke-linecap="round"/>`)
  if (person.blink) out.push(`<path d="M64 73 Q68 76 72 73 M88 73 Q92 76 96 73" stroke="#2A2220" stroke-width="2.4" fill="none" stroke-linecap="round"/>`)
  else out.push(`<ellipse cx="68" cy="72" rx="3.2" ry="3.8" fill="#2A2220"/><ellipse cx="92" cy="72" rx="3.2" ry="3.8" fill="#2A2220"/>`)
  out.push(`<path d="M80 74 Q77 84 81 86" stroke="${darken(skin, 0.25)}" stroke-width="2" fill="none" stroke-linecap="round"/>`)
  out.push(`<ellipse cx="62" cy="86" rx="6" ry="3.5" fill="#E88B7A" opacity="0.35"/><ellipse cx="98" cy="86" rx="6" ry="3.5" fill="#E88B7A" opacity="0.35"/>`)
  if (person.beard) out.push(`<path d="M50 78 Q52 108 80 110 Q108 108 110 78 Q106 96 94 96 Q80 92 66 96 Q54 96 50 78Z" fill="${hc}"/>`)
  if (person.moustache || person.beard) out.push(`<path d="M68 91 Q80 85 92 91 Q80 90 68 91Z" fill="${hc}" stroke="${hc}" stroke-width="2.5" stroke-linejoin="round"/>`)
  out.push(`<path d="M71 95 Q80 102 89 95" stroke="#8E3B3B" stroke-width="2.6" fill="none" stroke-linecap="round"/>`)
  if (person.bindi) out.push(`<circle cx="80" cy="56" r="2.6" fill="#D63A4A"/>`)
  if (person.glasses) out.push(`<g stroke="#2A2A2A" stroke-width="2.4" fill="#FFFFFF" fill-opacity="0.15"><rect x="57" y="64" width="20" height="15" rx="6"/><rect x="83" y="64" width="20" height="15" rx="6"/><path d="M77 70 L83 70"/></g>`)
  return out.join('')
}

function hair(style, hc) {
  switch (style) {
    case 'short':
      return `<path d="M48 74 Q44 34 82 33 Q116 34 112 72 Q108 56 98 50 Q84 56 62 52 Q52 58 48 74Z" fill="${hc}"/>`
    case 'side':
      return `<path d="M48 76 Q42 36 80 32 Q118 32 113 74 Q110 54 100 46 Q88 50 56 54 Q50 62 48 76Z" fill="${hc}"/><path d="M56 54 Q70 40 98 44" stroke="${lighten(hc, 0.18)}" stroke-width="3" fill="none"/>`
    case 'long':
      return `<path d="M48 80 Q44 36 80 35 Q116 36 112 80 Q108 54 96 48 Q80 44 64 50 Q52 58 48 80Z" fill="${hc}"/><path d="M80 36 Q78 44 70 50" stroke="${lighten(hc, 0.15)}" stroke-width="2.5" fill="none"/>`
    case 'bun':
      return `<circle cx="80" cy="30" r="14" fill="${hc}"/><path d="M48 78 Q44 38 80 37 Q116 38 112 78 Q108 54 80 50 Q56 52 48 78Z" fill="${hc}"/>`
    case 'curly': {
      const blobs = [[54, 50], [64, 40], [78, 36], [92, 38], [104, 46], [110, 58], [50, 62]]
      return blobs.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="${hc}"/>`).join('')
    }
    case 'bald':
      return `<path d="M49 80 Q48 62 54 56 L56 74Z M111 80 Q112 62 106 56 L104 74Z" fill="${hc}"/>`
    default:
      return ''
  }
}

export function avatarSvg(person, size = 160) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 160 160">${avatar(person)}</svg>`
}
