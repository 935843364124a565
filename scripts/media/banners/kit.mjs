// Building blocks for the 1200x500 banners: soft backdrop, phone, house, coins, shield, pins, paper.
import { darken, lighten } from '../lib/color.mjs'

export const V = '#7065F0'
export const VD = '#4B41C9'
export const VL = '#E9E7FD'
const r = (n) => Math.round(n * 10) / 10

// Text-free backdrop; the left ~45% stays calm because the app writes its heading there.
export function backdrop(rng, { from = '#F3F1FF', to = '#FFFFFF', accent = V } = {}) {
  const id = `bg${rng.int(0, 1e6)}`
  const out = [`<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`]
  out.push(`<rect width="1200" height="500" fill="url(#${id})"/>`)
  out.push(`<circle cx="${r(rng.range(820, 900))}" cy="250" r="230" fill="${lighten(accent, 0.86)}"/>`)
  out.push(`<circle cx="${r(rng.range(1080, 1160))}" cy="${r(rng.range(40, 90))}" r="70" fill="${lighten(accent, 0.78)}"/>`)
  out.push(`<circle cx="${r(rng.range(40, 120))}" cy="${r(rng.range(420, 480))}" r="90" fill="${lighten(accent, 0.9)}"/>`)
  for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) out.push(`<circle cx="${560 + i * 18}" cy="${60 + j * 18}" r="3" fill="${lighten(accent, 0.6)}"/>`)
  return out.join('')
}

export const ground = (y, color = '#E4E1FA') => `<ellipse cx="860" cy="${y}" rx="330" ry="18" fill="${color}"/>`

export function phone(x, y, w, h, screen = '', body = '#1F2233') {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w * 0.14}" fill="${body}"/>` +
    `<rect x="${x + 8}" y="${y + 8}" width="${w - 16}" height="${h - 16}" rx="${w * 0.1}" fill="#FFFFFF"/>` +
    `<rect x="${x + w / 2 - 18}" y="${y + 14}" width="36" height="6" rx="3" fill="${body}"/>` +
    `<svg x="${x + 8}" y="${y + 26}" width="${w - 16}" height="${h - 42}" viewBox="0 0 100 ${r(((h - 42) / (w - 16)) * 100)}">${screen}</svg>`
}

// Generic app screen content drawn in a 100-wide viewBox.
export function appScreen(rng, kind = 'cards') {
  const out = [`<rect x="8" y="4" width="84" height="26" rx="6" fill="${V}"/>`, `<rect x="14" y="11" width="40" height="5" rx="2.5" fill="#FFFFFF" opacity="0.9"/>`, `<rect x="14" y="20" width="26" height="4" rx="2" fill="#FFFFFF" opacity="0.6"/>`]
  if (kind === 'chart') {
    const hs = [30, 45, 38, 60, 52, 72]
    hs.forEach((h, i) => out.push(`<rect x="${12 + i * 13}" y="${110 - h}" width="8" height="${h}" rx="2" fill="${i === 5 ? V : lighten(V, 0.55)}"/>`))
    out.push('<rect x="8" y="118" width="84" height="20" rx="5" fill="#F4F5FA"/><rect x="8" y="144" width="84" height="20" rx="5" fill="#F4F5FA"/>')
    out.push(`<circle cx="18" cy="128" r="5" fill="#2BB3A3"/><rect x="28" y="125" width="40" height="5" rx="2.5" fill="#C9CDE0"/><circle cx="18" cy="154" r="5" fill="#F2B544"/><rect x="28" y="151" width="32" height="5" rx="2.5" fill="#C9CDE0"/>`)
  } else {
    for (let i = 0; i < 3; i++) {
      const y = 38 + i * 40
      out.push(`<rect x="8" y="${y}" width="84" height="34" rx="6" fill="#F4F5FA"/>`)
      out.push(`<rect x="12" y="${y + 4}" width="26" height="26" rx="4" fill="${rng.pick(['#F7D9C4', '#D6E9F8', '#DDF1E4', '#EDE9FB'])}"/>`)
      out.push(`<path d="M16 ${y + 22} l9 -8 l9 8 z" fill="${rng.pick(['#F47C62', '#4F8FD9', '#2BB3A3', V])}"/>`)
      out.push(`<rect x="44" y="${y + 8}" width="38" height="5" rx="2.5" fill="#9BA0B5"/><rect x="44" y="${y + 18}" width="24" height="5" rx="2.5" fill="${lighten(V, 0.4)}"/>`)
    }
  }
  return out.join('')
}

export function house(x, y, s, { wall = '#FFFFFF', roof = V, door = '#F2B544', win = '#BFD9EA' } = {}) {
  return `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<rect x="-60" y="-70" width="120" height="70" fill="${wall}"/>` +
    `<rect x="36" y="-118" width="14" height="34" fill="${darken(roof, 0.15)}"/>` +
    `<path d="M-76 -66 L0 -126 L76 -66 Z" fill="${roof}"/>` +
    `<rect x="-14" y="-40" width="28" height="40" rx="3" fill="${door}"/>` +
    `<rect x="-48" y="-54" width="24" height="22" rx="2" fill="${win}"/><rect x="24" y="-54" width="24" height="22" rx="2" fill="${win}"/>` +
    `<rect x="-64" y="-2" width="128" height="6" rx="3" fill="${darken(wall, 0.12)}"/></g>`
}

export function coin(x, y, rr = 26, color = '#F2B544') {
  return `<circle cx="${x}" cy="${y + 4}" r="${rr}" fill="${darken(color, 0.2)}"/><circle cx="${x}" cy="${y}" r="${rr}" fill="${color}"/>` +
    `<circle cx="${x}" cy="${y}" r="${rr * 0.72}" fill="none" stroke="${lighten(color, 0.35)}" stroke-width="${rr * 0.1}"/>` +
    rupee(x, y, rr * 0.9, darken(color, 0.3))
}

// The rupee sign drawn with strokes (no font).
export function rupee(x, y, size, color, width) {
  const s = size / 40
  const sw = width ?? 3.2 * s
  return `<path d="M${x - 9 * s} ${y - 13 * s} H${x + 9 * s} M${x - 9 * s} ${y - 5 * s} H${x + 9 * s} M${x - 9 * s} ${y - 13 * s} H${x - 3 * s} Q${x + 5 * s} ${y - 13 * s} ${x + 5 * s} ${y - 5 * s} Q${x + 5 * s} ${y + 3 * s} ${x - 4 * s} ${y + 3 * s} H${x - 7 * s} L${x + 5 * s} ${y + 15 * s}" stroke="${color}" stroke-width="${sw}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
}

export function coinStack(x, y, n, color = '#F2B544') {
  const out = []
  for (let i = 0; i < n; i++) {
    const yy = y - i * 12
    out.push(`<ellipse cx="${x}" cy="${yy + 5}" rx="34" ry="11" fill="${darken(color, 0.25)}"/><ellipse cx="${x}" cy="${yy}" rx="34" ry="11" fill="${i === n - 1 ? color : darken(color, 0.08)}"/>`)
  }
  return out.join('')
}

export function shield(x, y, s, color = V) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -100 L78 -72 Q80 20 0 80 Q-80 20 -78 -72 Z" fill="${color}"/>` +
    `<path d="M0 -100 L78 -72 Q80 20 0 80 Z" fill="${darken(color, 0.12)}"/>` +
    `<path d="M0 -76 L56 -56 Q56 10 0 54 Q-56 10 -56 -56 Z" fill="${lighten(color, 0.25)}" opacity="0.5"/></g>`
}

export function lock(x, y, s, color = '#FFFFFF') {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-18 -10 V-24 Q-18 -42 0 -42 Q18 -42 18 -24 V-10" stroke="${color}" stroke-width="8" fill="none"/>` +
    `<rect x="-28" y="-12" width="56" height="44" rx="8" fill="${color}"/><circle cx="0" cy="6" r="6" fill="${V}"/><rect x="-2.5" y="6" width="5" height="14" rx="2" fill="${V}"/></g>`
}

export function pin(x, y, s, color = V) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="4" rx="14" ry="5" fill="#000" opacity="0.12"/><path d="M0 0 C-10 -16 -26 -30 -26 -48 A26 26 0 0 1 26 -48 C26 -30 10 -16 0 0Z" fill="${color}"/><circle cx="0" cy="-48" r="10" fill="#FFFFFF"/></g>`
}

export function paper(x, y, w, h, lines = 5, { check = false, accent = V } = {}) {
  const out = [`<rect x="${x + 8}" y="${y + 8}" width="${w}" height="${h}" rx="10" fill="${darken(VL, 0.08)}"/>`, `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#FFFFFF"/>`]
  out.push(`<rect x="${x + 24}" y="${y + 26}" width="${w * 0.5}" height="10" rx="5" fill="${accent}"/>`)
  for (let i = 0; i < lines; i++) {
    const ly = y + 58 + i * 30
    if (check) out.push(`<rect x="${x + 24}" y="${ly - 8}" width="18" height="18" rx="4" fill="${i < lines - 1 ? '#2BB3A3' : '#E4E6EF'}"/>` + (i < lines - 1 ? `<path d="M${x + 28} ${ly + 1} l4 4 l7 -8" stroke="#FFF" stroke-width="3" fill="none" stroke-linecap="round"/>` : ''))
    out.push(`<rect x="${x + (check ? 52 : 24)}" y="${ly - 3}" width="${(w - (check ? 76 : 48)) * (i % 2 ? 0.7 : 0.95)}" height="8" rx="4" fill="#D9DCE8"/>`)
  }
  return out.join('')
}

export function plantPot(x, y, s = 1, pot = '#F47C62') {
  return `<g transform="translate(${x} ${y}) scale(${s})">` +
    ['#4E9F63', '#5DB075', '#3F8A55', '#6FC08A', '#5DB075'].map((c, i) => `<ellipse cx="0" cy="-40" rx="9" ry="34" fill="${c}" transform="rotate(${-50 + i * 25} 0 -8)"/>`).join('') +
    `<path d="M-22 -10 H22 L17 30 H-17 Z" fill="${pot}"/><rect x="-25" y="-14" width="50" height="8" rx="3" fill="${darken(pot, 0.15)}"/></g>`
}

export const sparkle = (x, y, s = 1, color = '#F2B544') =>
  `<path d="M${x} ${y - 14 * s} Q${x + 2 * s} ${y - 2 * s} ${x + 14 * s} ${y} Q${x + 2 * s} ${y + 2 * s} ${x} ${y + 14 * s} Q${x - 2 * s} ${y + 2 * s} ${x - 14 * s} ${y} Q${x - 2 * s} ${y - 2 * s} ${x} ${y - 14 * s}Z" fill="${color}"/>`
