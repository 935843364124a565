// Bedroom and study furniture built from shaded boxes.
import { darken, lighten } from '../lib/color.mjs'
import { box, faceRect, facePoint, floorShadow, makeBox, poly } from '../lib/perspective.mjs'
import { line } from './room.mjs'

// Rounded shape covering a box's projected outline (pillows, cushions).
export function softBlock(cam, b, color, radius = 0.35) {
  const corners = []
  for (const x of [b.x0, b.x1]) for (const y of [b.y0, b.y1]) for (const z of [b.z0, b.z1]) corners.push(cam.p(x, y, z))
  const xs = corners.map((c) => c[0])
  const ys = corners.map((c) => c[1])
  const [l, r, t, btm] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const rr = Math.min(r - l, btm - t) * radius
  return `<rect x="${l.toFixed(1)}" y="${t.toFixed(1)}" width="${(r - l).toFixed(1)}" height="${(btm - t).toFixed(1)}" rx="${rr.toFixed(1)}" fill="${color}"/>` +
    `<rect x="${(l + 3).toFixed(1)}" y="${(btm - (btm - t) * 0.3).toFixed(1)}" width="${(r - l - 6).toFixed(1)}" height="${((btm - t) * 0.22).toFixed(1)}" rx="${rr.toFixed(1)}" fill="${darken(color, 0.08)}"/>`
}

export function bed(cam, { x0, width = 1, length = 2, wood, sheet, blanket, pillow, headboard }) {
  const x1 = x0 + width
  const out = [floorShadow(cam, x0, x1, 0, length)]
  const leg = 0.07
  for (const [lx, lz] of [[x0, length - leg], [x1 - leg, length - leg]]) out.push(box(cam, makeBox(lx, lx + leg, 0, 0.14, lz, lz + leg), darken(wood, 0.25)))
  out.push(box(cam, makeBox(x0, x1, 0, headboard === 'tall' ? 1.15 : 0.95, 0, 0.07), headboard === 'fabric' ? blanket : wood, {
    decorate: (f) => (f === 'front' && headboard === 'fabric' ? [0.25, 0.5, 0.75].map((u) => line(facePoint(cam, makeBox(x0, x1, 0.45, 0.95, 0, 0.07), 'front', u, 0.1), facePoint(cam, makeBox(x0, x1, 0.45, 0.95, 0, 0.07), 'front', u, 0.9), darken(blanket, 0.15), 2)).join('') : ''),
  }))
  out.push(box(cam, makeBox(x0, x1, 0.14, 0.34, 0.07, length), wood))
  out.push(box(cam, makeBox(x0 + 0.03, x1 - 0.03, 0.34, 0.52, 0.08, length - 0.03), sheet))
  const pw = width > 1.3 ? (width - 0.24) / 2 : width - 0.2
  for (let px = x0 + 0.1; px + pw <= x1 - 0.09; px += pw + 0.04) out.push(softBlock(cam, makeBox(px, px + pw, 0.52, 0.66, 0.14, 0.46), pillow))
  const bz = 0.62
  const bl = makeBox(x0 - 0.015, x1 + 0.015, 0.3, 0.56, bz, length + 0.015)
  out.push(box(cam, bl, blanket, {
    decorate: (f) => (f === 'top' ? poly(faceRect(cam, bl, 'top', 0, 0, 1, 0.12), lighten(blanket, 0.35)) : ''),
  }))
  return out.join('')
}

export function bedsideTable(cam, { x0, z0 = 0.02, wood, lampColor }) {
  const b = makeBox(x0, x0 + 0.45, 0, 0.5, z0, z0 + 0.42)
  const out = [floorShadow(cam, b.x0, b.x1, b.z0, b.z1, 0.05)]
  out.push(box(cam, b, wood, {
    decorate: (f) => (f === 'front' ? line(facePoint(cam, b, 'front', 0.05, 0.6), facePoint(cam, b, 'front', 0.95, 0.6), darken(wood, 0.25), 1.5) + poly(faceRect(cam, b, 'front', 0.42, 0.72, 0.58, 0.78), darken(wood, 0.4)) : ''),
  }))
  if (lampColor) out.push(tableLamp(cam, { x: x0 + 0.22, y: 0.5, z: z0 + 0.2, color: lampColor }))
  return out.join('')
}

export function tableLamp(cam, { x, y, z, color }) {
  const base = box(cam, makeBox(x - 0.05, x + 0.05, y, y + 0.03, z - 0.05, z + 0.05), '#3B3B3B')
  const stem = line(cam.p(x, y, z), cam.p(x, y + 0.28, z), '#3B3B3B', 2)
  const k = cam.scale(z)
  const [cx, cy] = cam.p(x, y + 0.28, z)
  const shade = `<path d="M${cx - 0.07 * k} ${cy - 0.14 * k} L${cx + 0.07 * k} ${cy - 0.14 * k} L${cx + 0.12 * k} ${cy + 0.02 * k} L${cx - 0.12 * k} ${cy + 0.02 * k}Z" fill="${color}"/>`
  return base + stem + shade
}

// Wardrobe against the back wall (doors on the front) or a side wall (doors on the inner face).
export function wardrobe(cam, { x0, x1, z0 = 0, z1 = 0.6, height = 2.1, color, doors = 2, mirror = false, handle = '#8E8E8E' }) {
  const b = makeBox(x0, x1, 0, height, z0, z1)
  const doorFace = z1 - z0 > x1 - x0 ? (x1 < cam.camX ? 'right' : 'left') : 'front'
  const out = [floorShadow(cam, x0, x1, z0, z1, 0.05)]
  out.push(box(cam, b, color, {
    decorate: (f) => {
      if (f !== doorFace) return ''
      const parts = [poly(faceRect(cam, b, f, 0, 0, 1, 0.04), darken(color, 0.2))]
      for (let i = 1; i < doors; i++) parts.push(line(facePoint(cam, b, f, i / doors, 0.04), facePoint(cam, b, f, i / doors, 1), darken(color, 0.22), 1.5))
      for (let i = 0; i < doors; i++) {
        const u = (i + (i % 2 === 0 ? 0.88 : 0.12)) / doors
        parts.push(line(facePoint(cam, b, f, u, 0.42), facePoint(cam, b, f, u, 0.55), handle, 3))
      }
      if (mirror) parts.push(poly(faceRect(cam, b, f, 0.06 / doors, 0.15, 0.94 / doors, 0.9), '#CFE3EE') + poly(faceRect(cam, b, f, 0.2 / doors, 0.55, 0.35 / doors, 0.8), '#E8F3F8'))
      parts.push(line(facePoint(cam, b, f, 0, 0.86), facePoint(cam, b, f, 1, 0.86), darken(color, 0.12), 1))
      return parts.join('')
    },
  }))
  return out.join('')
}

export function studyDesk(cam, rng, { x0, width = 1.1, z0 = 0, depth = 0.55, wood, chair, accent }) {
  const x1 = x0 + width
  const top = 0.74
  const out = [floorShadow(cam, x0, x1, z0, z0 + depth, 0.04)]
  const panel = darken(wood, 0.1)
  out.push(box(cam, makeBox(x0, x0 + 0.04, 0, top, z0, z0 + depth), panel))
  const drawers = makeBox(x1 - 0.4, x1, 0, top, z0, z0 + depth)
  out.push(box(cam, drawers, panel, {
    decorate: (f) => (f === 'front' ? [1 / 3, 2 / 3].map((v) => line(facePoint(cam, drawers, 'front', 0.05, v), facePoint(cam, drawers, 'front', 0.95, v), darken(panel, 0.25), 1.5)).join('') + [0.17, 0.5, 0.83].map((v) => poly(faceRect(cam, drawers, 'front', 0.4, v - 0.02, 0.6, v + 0.02), darken(panel, 0.4))).join('') : ''),
  }))
  out.push(box(cam, makeBox(x0, x1, top, top + 0.04, z0, z0 + depth), wood))
  // laptop, books and a mug on the desk
  const lx = x0 + width * 0.3
  out.push(box(cam, makeBox(lx, lx + 0.34, top + 0.04, top + 0.06, z0 + 0.2, z0 + 0.42), '#B8BEC8'))
  out.push(box(cam, makeBox(lx, lx + 0.34, top + 0.06, top + 0.3, z0 + 0.18, z0 + 0.2), '#2E3440', {
    decorate: (f) => (f === 'front' ? poly(faceRect(cam, makeBox(lx, lx + 0.34, top + 0.06, top + 0.3, z0 + 0.18, z0 + 0.2), 'front', 0.06, 0.08, 0.94, 0.92), accent) : ''),
  }))
  let bx = x0 + 0.08
  for (let i = 0; i < 3; i++) {
    const bw = 0.05
    out.push(box(cam, makeBox(bx, bx + bw, top + 0.04, top + 0.28 + rng.range(-0.04, 0.02), z0 + 0.05, z0 + 0.25), rng.pick(['#F47C62', '#2F3E6B', '#F2B544', '#2BB3A3', '#7065F0'])))
    bx += bw + 0.005
  }
  out.push(box(cam, makeBox(x1 - 0.2, x1 - 0.13, top + 0.04, top + 0.13, z0 + 0.3, z0 + 0.37), '#FFFFFF'))
  out.push(deskChair(cam, { x: x0 + width * 0.45, z: z0 + depth + 0.25, color: chair }))
  return out.join('')
}

export function deskChair(cam, { x, z, color }) {
  const out = [floorShadow(cam, x - 0.22, x + 0.22, z - 0.22, z + 0.22, 0.02, 0.08)]
  out.push(box(cam, makeBox(x - 0.02, x + 0.02, 0.05, 0.45, z - 0.02, z + 0.02), '#3B3B3B'))
  out.push(box(cam, makeBox(x - 0.25, x + 0.25, 0, 0.05, z - 0.03, z + 0.03), '#3B3B3B'))
  out.push(box(cam, makeBox(x - 0.23, x + 0.23, 0.45, 0.53, z - 0.22, z + 0.22), color))
  out.push(box(cam, makeBox(x - 0.21, x + 0.21, 0.53, 0.98, z + 0.2, z + 0.26), color))
  return out.join('')
}
