// Things on walls and ceilings: windows with daylight, curtains, fan, AC, art, shelves, plants.
import { darken, lighten } from '../lib/color.mjs'
import { box, makeBox, poly } from '../lib/perspective.mjs'
import { line } from './room.mjs'

let uid = 0
export const nextId = (prefix) => `${prefix}${++uid}`

// A window on the back wall; returns { svg, light } (light = sun patch on the floor, draw after the floor).
export function backWindow(cam, rng, { x0, x1, y0, y1, frame = '#FFFFFF', curtain, grill = rng.chance(0.5) }) {
  const p = cam.p
  const z = 0.002
  const id = nextId('sky')
  const skyTop = rng.pick(['#9FD3F5', '#A9D8F2', '#B5E0F7', '#F9D9A8'])
  const skyBottom = lighten(skyTop, 0.6)
  const defs = `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>`
  const out = [`<defs>${defs}</defs>`]
  const fw = 0.07
  out.push(poly([p(x0 - fw, y0 - fw, z), p(x1 + fw, y0 - fw, z), p(x1 + fw, y1 + fw, z), p(x0 - fw, y1 + fw, z)], frame))
  out.push(poly([p(x0, y0, z), p(x1, y0, z), p(x1, y1, z), p(x0, y1, z)], `url(#${id})`))
  // what is outside: tree crowns and a far block, kept pale so the room stays the subject
  const [sx0, sy1] = p(x0, y0, z)
  const [sx1, sy0] = p(x1, y1, z)
  const ww = sx1 - sx0
  const wh = sy1 - sy0
  out.push(`<svg x="${sx0}" y="${sy0}" width="${ww}" height="${wh}" viewBox="0 0 100 100" preserveAspectRatio="none">`)
  const bx = rng.range(5, 55)
  out.push(`<rect x="${bx}" y="${rng.range(35, 55)}" width="${rng.range(25, 40)}" height="70" fill="#E7ECF3"/>`)
  out.push(`<rect x="${bx + 45}" y="${rng.range(50, 65)}" width="30" height="60" fill="#DCE3EC"/>`)
  for (let i = 0; i < 3; i++) {
    const cx = rng.range(0, 100)
    out.push(`<ellipse cx="${cx}" cy="${rng.range(80, 95)}" rx="${rng.range(14, 24)}" ry="${rng.range(12, 20)}" fill="${rng.pick(['#8CCB8A', '#79BD7D', '#A2D59B'])}"/>`)
  }
  out.push(`<ellipse cx="${rng.range(20, 80)}" cy="${rng.range(12, 25)}" rx="14" ry="4" fill="#FFFFFF" opacity="0.8"/>`)
  out.push('</svg>')
  const mid = (x0 + x1) / 2
  const frameLine = darken(frame, 0.08)
  out.push(poly([p(mid - 0.025, y0, z), p(mid + 0.025, y0, z), p(mid + 0.025, y1, z), p(mid - 0.025, y1, z)], frame))
  out.push(poly([p(x0, y0 + (y1 - y0) * 0.72, z), p(x1, y0 + (y1 - y0) * 0.72, z), p(x1, y0 + (y1 - y0) * 0.72 + 0.04, z), p(x0, y0 + (y1 - y0) * 0.72 + 0.04, z)], frame))
  if (grill) {
    for (let gx = x0 + 0.12; gx < x1; gx += 0.12) out.push(line(p(gx, y0, z), p(gx, y1, z), '#5b5f6b', 1.2))
  }
  out.push(line(p(x0 - fw, y0 - fw, z), p(x1 + fw, y0 - fw, z), frameLine, 2))
  // sill
  out.push(box(cam, makeBox(x0 - 0.12, x1 + 0.12, y0 - 0.1, y0 - 0.05, 0, 0.1), frame))
  if (curtain) out.push(curtains(cam, { x0, x1, y1, color: curtain, y0: Math.max(0.1, y0 - 0.6) }))
  const light = sunPatch(cam, { x0, x1, y0, y1: y0 + (y1 - y0) * 0.9 })
  return { svg: out.join(''), light }
}

function curtains(cam, { x0, x1, y0, y1, color }) {
  const p = cam.p
  const z = 0.03
  const out = []
  const rodY = y1 + 0.15
  out.push(line(p(x0 - 0.4, rodY, z), p(x1 + 0.4, rodY, z), '#6B5B4B', 3))
  const panel = (a, b) => {
    const fold = darken(color, 0.12)
    out.push(poly([p(a, y0, z), p(b, y0, z), p(b, rodY, z), p(a, rodY, z)], color))
    const n = 3
    for (let i = 1; i < n; i++) {
      const fx = a + ((b - a) * i) / n
      out.push(line(p(fx, y0 + 0.02, z), p(fx, rodY - 0.02, z), fold, 2))
    }
  }
  panel(x0 - 0.38, x0 + 0.12)
  panel(x1 - 0.12, x1 + 0.38)
  return out.join('')
}

function sunPatch(cam, { x0, x1, y0, y1 }) {
  // light falls towards the camera and down: (x, y, 0) lands at (x + 0.15y, 0, 0.85y)
  const f = (x, y) => cam.p(x + 0.15 * y, 0, 0.85 * y)
  const q = [f(x0, y0), f(x1, y0), f(x1, y1), f(x0, y1)]
  return poly(q, '#FFFBEA', 'opacity="0.35"')
}

export function ceilingFan(cam, { x, z, h, color = '#F4F4F2' }) {
  const y = h - 0.45
  const p = cam.p
  const out = [line(p(x, h, z), p(x, y, z), darken(color, 0.35), 3)]
  for (let i = 0; i < 3; i++) {
    const a = (i * 2 * Math.PI) / 3 + 0.4
    const dx = Math.cos(a)
    const dz = Math.sin(a)
    const nx = -dz * 0.07
    const nz = dx * 0.07
    const r0 = 0.1
    const r1 = 0.65
    out.push(poly([p(x + dx * r0 + nx, y, z + dz * r0 + nz), p(x + dx * r1 + nx * 1.4, y, z + dz * r1 + nz * 1.4), p(x + dx * r1 - nx * 1.4, y, z + dz * r1 - nz * 1.4), p(x + dx * r0 - nx, y, z + dz * r0 - nz)], darken(color, 0.12)))
  }
  out.push(box(cam, makeBox(x - 0.12, x + 0.12, y - 0.08, y + 0.02, z - 0.12, z + 0.12), color))
  return out.join('')
}

export function splitAc(cam, { x, y = 2.3, w = 0.95 }) {
  const b = makeBox(x - w / 2, x + w / 2, y, y + 0.3, 0, 0.22)
  return box(cam, b, '#FBFBFB', {
    decorate: (f) => (f === 'front' ? line(cam.p(b.x0 + 0.05, y + 0.07, 0.22), cam.p(b.x1 - 0.05, y + 0.07, 0.22), '#C9CDD3', 2) + `<circle cx="${cam.p(b.x1 - 0.1, y + 0.2, 0.22)[0]}" cy="${cam.p(b.x1 - 0.1, y + 0.2, 0.22)[1]}" r="2" fill="#5BC97A"/>` : ''),
  })
}

export function wallArt(cam, rng, { x0, x1, y0, y1, palette }) {
  const p = cam.p
  const z = 0.004
  const [ax, ay1] = p(x0, y0, z)
  const [bx, ay0] = p(x1, y1, z)
  const w = bx - ax
  const h = ay1 - ay0
  const frame = rng.pick(['#2B2B2B', '#FFFFFF', '#C89B6D'])
  const bg = rng.pick(['#FFF8EE', '#F3F0FF', '#EEF7F4'])
  const c1 = rng.pick(palette)
  const c2 = rng.pick(palette)
  const kind = rng.int(0, 2)
  let art
  if (kind === 0) art = `<circle cx="65" cy="35" r="16" fill="${c1}"/><path d="M0 100 L35 45 L60 80 L75 60 L100 100Z" fill="${c2}"/>`
  else if (kind === 1) art = `<rect x="15" y="15" width="40" height="70" fill="${c1}"/><circle cx="65" cy="55" r="25" fill="${c2}" opacity="0.85"/>`
  else art = `<path d="M10 90 Q30 10 50 60 T90 20" stroke="${c1}" stroke-width="8" fill="none"/><circle cx="30" cy="30" r="10" fill="${c2}"/>`
  return `<rect x="${ax - 4}" y="${ay0 - 4}" width="${w + 8}" height="${h + 8}" fill="${frame}"/><svg x="${ax}" y="${ay0}" width="${w}" height="${h}" viewBox="0 0 100 100" preserveAspectRatio="none"><rect width="100" height="100" fill="${bg}"/>${art}</svg>`
}

export function wallClock(cam, { x, y }) {
  const [cx, cy] = cam.p(x, y, 0.01)
  const r = 0.16 * cam.scale(0)
  return `<circle cx="${cx}" cy="${cy}" r="${r + 3}" fill="#2B2B2B"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="#FFFFFF"/>` +
    `<line x1="${cx}" y1="${cy}" x2="${cx}" y2="${cy - r * 0.65}" stroke="#2B2B2B" stroke-width="2.5" stroke-linecap="round"/>` +
    `<line x1="${cx}" y1="${cy}" x2="${cx + r * 0.45}" y2="${cy + r * 0.2}" stroke="#2B2B2B" stroke-width="2.5" stroke-linecap="round"/>`
}

export function wallShelf(cam, rng, { x0, x1, y, palette }) {
  const out = [box(cam, makeBox(x0, x1, y, y + 0.04, 0, 0.22), '#C89B6D')]
  let x = x0 + 0.05
  while (x < x1 - 0.12) {
    const bw = rng.range(0.04, 0.08)
    const bh = rng.range(0.16, 0.26)
    out.push(box(cam, makeBox(x, x + bw, y + 0.04, y + 0.04 + bh, 0.03, 0.2), rng.pick(palette)))
    x += bw + (rng.chance(0.15) ? 0.15 : 0.01)
  }
  return out.join('')
}

// Potted plant standing on the floor (or a surface at height `base`).
export function plant(cam, rng, { x, z, base = 0, size = 1, pot = '#E07A5F' }) {
  const s = size
  const out = [box(cam, makeBox(x - 0.16 * s, x + 0.16 * s, base, base + 0.32 * s, z - 0.16 * s, z + 0.16 * s), pot)]
  const [tx, ty] = cam.p(x, base + 0.32 * s, z)
  const k = cam.scale(z)
  const greens = ['#4E9F63', '#5DB075', '#3F8A55', '#6FC08A']
  const leaves = rng.int(6, 9)
  for (let i = 0; i < leaves; i++) {
    const ang = -90 + (i - (leaves - 1) / 2) * (150 / leaves) + rng.range(-8, 8)
    const len = rng.range(0.35, 0.6) * s * k
    out.push(`<ellipse cx="${tx}" cy="${ty - len / 2}" rx="${len * 0.18}" ry="${len / 2}" fill="${rng.pick(greens)}" transform="rotate(${ang + 90} ${tx} ${ty})"/>`)
  }
  return out.join('')
}

export function pendantLamp(cam, { x, z, h, drop = 0.7, color = '#2B2B2B' }) {
  const p = cam.p
  const y = h - drop
  const top = p(x, y, z)
  const k = cam.scale(z)
  const [cx, cy] = top
  return line(p(x, h, z), top, '#444', 1.5) +
    `<path d="M${cx - 0.08 * k} ${cy} L${cx + 0.08 * k} ${cy} L${cx + 0.2 * k} ${cy + 0.2 * k} L${cx - 0.2 * k} ${cy + 0.2 * k}Z" fill="${color}"/>` +
    `<ellipse cx="${cx}" cy="${cy + 0.2 * k}" rx="${0.2 * k}" ry="${0.03 * k}" fill="#FFE9A8"/>`
}

export function rug(cam, { x0, x1, z0, z1, color, border }) {
  const p = cam.p
  const y = 0.005
  const b = 0.12
  return poly([p(x0, y, z0), p(x1, y, z0), p(x1, y, z1), p(x0, y, z1)], border ?? darken(color, 0.15)) +
    poly([p(x0 + b, y, z0 + b), p(x1 - b, y, z0 + b), p(x1 - b, y, z1 - b), p(x0 + b, y, z1 - b)], color)
}
