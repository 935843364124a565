// Street-side pieces for building exteriors: sky, far skyline, trees, cars, scooters, lamps.
import { darken, lighten } from '../lib/color.mjs'

export function sky(rng, { width = 800, height = 600, horizon }) {
  const top = rng.pick(['#8EC9F0', '#9AD0F2', '#A8D5F5', '#B9DDF5'])
  const id = `sky${rng.int(0, 1e6)}`
  const out = [`<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${lighten(top, 0.65)}"/></linearGradient></defs>`]
  out.push(`<rect width="${width}" height="${horizon + 40}" fill="url(#${id})"/>`)
  if (rng.chance(0.6)) out.push(`<circle cx="${rng.range(80, width - 80)}" cy="${rng.range(60, 120)}" r="${rng.range(26, 38)}" fill="#FFF3C4"/>`)
  for (let i = 0; i < rng.int(2, 4); i++) out.push(cloud(rng.range(0, width), rng.range(40, horizon * 0.45), rng.range(0.7, 1.3)))
  return out.join('')
}

export const cloud = (x, y, s) =>
  `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${s.toFixed(2)})" fill="#FFFFFF" opacity="0.9">` +
  '<ellipse cx="0" cy="0" rx="42" ry="16"/><circle cx="-14" cy="-10" r="16"/><circle cx="12" cy="-14" r="20"/></g>'

export function skyline(rng, { width = 800, base, color = '#D5DEEA' }) {
  const out = []
  let x = -20
  while (x < width) {
    const w = rng.range(40, 90)
    const h = rng.range(60, 180)
    out.push(`<rect x="${x.toFixed(0)}" y="${(base - h).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" fill="${color}"/>`)
    for (let wy = base - h + 12; wy < base - 10; wy += 16) out.push(`<rect x="${(x + 8).toFixed(0)}" y="${wy.toFixed(0)}" width="${(w - 16).toFixed(0)}" height="4" fill="${lighten(color, 0.3)}"/>`)
    x += w + rng.range(4, 20)
  }
  return out.join('')
}

export function tree(rng, { x, base, size = 1 }) {
  const greens = ['#4E9F63', '#5DB075', '#3F8A55', '#6FC08A', '#7BC47F']
  const h = 110 * size
  const out = [`<rect x="${(x - 5 * size).toFixed(1)}" y="${(base - h * 0.55).toFixed(1)}" width="${(10 * size).toFixed(1)}" height="${(h * 0.55).toFixed(1)}" fill="#7A5638"/>`]
  const c = rng.pick(greens)
  const kind = rng.int(0, 2)
  if (kind === 0) {
    out.push(`<circle cx="${x}" cy="${base - h * 0.7}" r="${42 * size}" fill="${c}"/>`)
    out.push(`<circle cx="${x - 22 * size}" cy="${base - h * 0.55}" r="${28 * size}" fill="${darken(c, 0.08)}"/>`)
    out.push(`<circle cx="${x + 24 * size}" cy="${base - h * 0.58}" r="${30 * size}" fill="${lighten(c, 0.08)}"/>`)
  } else if (kind === 1) {
    out.push(`<ellipse cx="${x}" cy="${base - h * 0.8}" rx="${30 * size}" ry="${58 * size}" fill="${c}"/>`)
    out.push(`<ellipse cx="${x + 8 * size}" cy="${base - h * 0.8}" rx="${14 * size}" ry="${50 * size}" fill="${lighten(c, 0.1)}"/>`)
  } else {
    // a low flowering shrub (bougainvillea) in front of a small tree
    out.push(`<circle cx="${x}" cy="${base - h * 0.62}" r="${34 * size}" fill="${c}"/>`)
    for (const [dx, dy, r] of [[-26, -18, 22], [0, -24, 26], [26, -16, 22]]) out.push(`<circle cx="${x + dx * size}" cy="${base + dy * size}" r="${r * size}" fill="${darken(c, 0.05)}"/>`)
    for (let i = 0; i < 7; i++) out.push(`<circle cx="${x + rng.range(-40, 40) * size}" cy="${base - rng.range(18, 42) * size}" r="${4 * size}" fill="#E8589A"/>`)
  }
  return out.join('')
}

export function car(rng, { x, base, color }) {
  const c = color ?? rng.pick(['#E05A47', '#FFFFFF', '#4F8FD9', '#3E4A5B', '#C9CDD3', '#F2B544'])
  return `<g transform="translate(${x} ${base})">` +
    `<path d="M0 -14 L8 -30 Q14 -40 30 -41 L74 -41 Q88 -41 96 -30 L110 -28 Q124 -26 124 -14 L124 -8 L0 -8Z" fill="${c}"/>` +
    `<path d="M22 -31 L32 -38 L56 -38 L56 -30Z M62 -38 L80 -38 L90 -30 L62 -30Z" fill="#BFD9EA"/>` +
    `<rect x="0" y="-10" width="124" height="3" fill="${darken(c, 0.2)}"/>` +
    '<circle cx="26" cy="-6" r="10" fill="#2B2B2B"/><circle cx="26" cy="-6" r="4" fill="#9AA1AB"/>' +
    '<circle cx="98" cy="-6" r="10" fill="#2B2B2B"/><circle cx="98" cy="-6" r="4" fill="#9AA1AB"/></g>'
}

export function scooter(rng, { x, base }) {
  const c = rng.pick(['#E05A47', '#4F8FD9', '#7065F0', '#2BB3A3', '#3E4A5B'])
  return `<g transform="translate(${x} ${base})">` +
    `<path d="M8 -14 Q10 -30 30 -30 L44 -30 Q52 -30 52 -20 L52 -12 L8 -12Z" fill="${c}"/>` +
    `<rect x="22" y="-36" width="22" height="6" rx="3" fill="#2B2B2B"/>` +
    `<path d="M4 -14 L-2 -44 L6 -44" stroke="#3B3B3B" stroke-width="3" fill="none"/>` +
    '<circle cx="4" cy="-6" r="7" fill="#2B2B2B"/><circle cx="46" cy="-6" r="7" fill="#2B2B2B"/></g>'
}

export function streetLamp({ x, base, height = 150 }) {
  return `<rect x="${x - 2}" y="${base - height}" width="4" height="${height}" fill="#4A4F5A"/>` +
    `<path d="M${x} ${base - height} q0 -10 18 -10" stroke="#4A4F5A" stroke-width="4" fill="none"/>` +
    `<rect x="${x + 12}" y="${base - height - 12}" width="18" height="6" rx="3" fill="#FFE9A8"/>`
}

export function waterTank({ x, base, size = 1 }) {
  const w = 44 * size
  const h = 40 * size
  return `<rect x="${x - 6}" y="${base - 8}" width="${w + 12}" height="8" fill="#8A8F98"/>` +
    `<rect x="${x}" y="${base - 8 - h}" width="${w}" height="${h}" rx="6" fill="#2A2D33"/>` +
    [0.3, 0.55, 0.8].map((f) => `<rect x="${x}" y="${base - 8 - h * f}" width="${w}" height="2" fill="#3A3E47"/>`).join('') +
    `<ellipse cx="${x + w / 2}" cy="${base - 8 - h}" rx="${w / 2}" ry="${6 * size}" fill="#3A3E47"/>`
}
