// Lounge pieces: sofas in any of three facings, coffee table, TV unit, bookshelf, lamp, bean bag, carrom.
import { darken, lighten } from '../lib/color.mjs'
import { box, cylinder, faceRect, facePoint, floorShadow, makeBox, poly } from '../lib/perspective.mjs'
import { softBlock } from './furniture.mjs'
import { line } from './room.mjs'

// Local frame: u along the seat (left to right as the sitter sees it... roughly), v from the backrest forwards.
function frame(facing, x0, x1, z0, z1) {
  return (u0, u1, y0, y1, v0, v1) => {
    if (facing === 'front') return makeBox(x0 + u0, x0 + u1, y0, y1, z0 + v0, z0 + v1)
    if (facing === 'right') return makeBox(x0 + v0, x0 + v1, y0, y1, z0 + u0, z0 + u1)
    return makeBox(x1 - v1, x1 - v0, y0, y1, z0 + u0, z0 + u1)
  }
}

export function sofa(cam, { x0, x1, z0, z1, facing = 'front', color, cushion }) {
  const len = facing === 'front' ? x1 - x0 : z1 - z0
  const dep = facing === 'front' ? z1 - z0 : x1 - x0
  const b = frame(facing, x0, x1, z0, z1)
  const arm = 0.18
  const out = [floorShadow(cam, x0, x1, z0, z1, 0.06)]
  for (const u of [0.05, len - 0.1]) out.push(box(cam, b(u, u + 0.05, 0, 0.1, dep - 0.1, dep - 0.05), '#3B3B3B'))
  out.push(box(cam, b(0, len, 0.1, 0.85, 0, 0.24), darken(color, 0.04)))
  out.push(box(cam, b(0, len, 0.1, 0.42, 0.24, dep), color))
  const armA = box(cam, b(0, arm, 0.1, 0.62, 0.05, dep), darken(color, 0.02))
  const armB = box(cam, b(len - arm, len, 0.1, 0.62, 0.05, dep), darken(color, 0.02))
  // paint the far arm first: for side sofas that is the one at the low z end
  out.push(armA)
  if (facing !== 'front') out.push(armB)
  const seats = Math.max(1, Math.round((len - 2 * arm) / 0.7))
  const sw = (len - 2 * arm) / seats
  for (let i = 0; i < seats; i++) {
    const u = arm + i * sw
    out.push(softBlock(cam, b(u + 0.02, u + sw - 0.02, 0.55, 0.85, 0.12, 0.3), lighten(color, 0.1), 0.25))
  }
  for (let i = 0; i < seats; i++) {
    const u = arm + i * sw
    out.push(box(cam, b(u + 0.01, u + sw - 0.01, 0.42, 0.52, 0.26, dep - 0.02), lighten(color, 0.06)))
  }
  if (cushion) out.push(softBlock(cam, b(arm + 0.05, arm + 0.4, 0.52, 0.8, 0.28, 0.4), cushion, 0.3))
  if (facing === 'front') out.push(armB)
  return out.join('')
}

export function coffeeTable(cam, rng, { cx, cz, wood, round = false }) {
  const out = [floorShadow(cam, cx - 0.5, cx + 0.5, cz - 0.3, cz + 0.3, 0.04, 0.08)]
  if (round) {
    out.push(cylinder(cam, { x: cx, z: cz, y0: 0, y1: 0.38, r: 0.08, color: darken(wood, 0.3) }))
    out.push(cylinder(cam, { x: cx, z: cz, y0: 0.38, y1: 0.44, r: 0.45, color: wood }))
  } else {
    for (const [dx, dz] of [[-0.45, -0.25], [0.4, -0.25], [-0.45, 0.2], [0.4, 0.2]]) out.push(box(cam, makeBox(cx + dx, cx + dx + 0.05, 0, 0.4, cz + dz, cz + dz + 0.05), darken(wood, 0.2)))
    out.push(box(cam, makeBox(cx - 0.5, cx + 0.5, 0.4, 0.45, cz - 0.3, cz + 0.3), wood))
  }
  const top = round ? 0.44 : 0.45
  out.push(cylinder(cam, { x: cx - 0.15, z: cz, y0: top, y1: top + 0.1, r: 0.045, color: '#FFFFFF' }))
  out.push(box(cam, makeBox(cx + 0.05, cx + 0.3, top, top + 0.04, cz - 0.12, cz + 0.08), rng.pick(['#F47C62', '#2BB3A3', '#7065F0'])))
  return out.join('')
}

export function tvUnit(cam, { cx, width = 1.8, wood }) {
  const x0 = cx - width / 2
  const x1 = cx + width / 2
  const unit = makeBox(x0, x1, 0.1, 0.5, 0, 0.42)
  const out = [floorShadow(cam, x0, x1, 0, 0.42, 0.04)]
  out.push(box(cam, unit, wood, { decorate: (f) => (f === 'front' ? [1 / 3, 2 / 3].map((u) => line(facePoint(cam, unit, 'front', u, 0.05), facePoint(cam, unit, 'front', u, 0.95), darken(wood, 0.25), 1.5)).join('') : '') }))
  const tv = makeBox(cx - 0.65, cx + 0.65, 1.0, 1.75, 0, 0.05)
  out.push(box(cam, tv, '#1F2229', { decorate: (f) => (f === 'front' ? poly(faceRect(cam, tv, 'front', 0.02, 0.04, 0.98, 0.96), '#2E3440') + poly(faceRect(cam, tv, 'front', 0.55, 0.04, 0.75, 0.96), '#353C4A') : '') }))
  return out.join('')
}

export function bookshelf(cam, rng, { x0, width = 0.9, height = 1.9, wood, palette }) {
  const x1 = x0 + width
  const b = makeBox(x0, x1, 0, height, 0, 0.35)
  const out = [floorShadow(cam, x0, x1, 0, 0.35, 0.04), box(cam, b, wood)]
  const rows = 4
  const inner = darken(wood, 0.35)
  for (let r = 0; r < rows; r++) {
    const v0 = 0.05 + r * (0.93 / rows)
    const v1 = v0 + 0.93 / rows - 0.04
    out.push(poly(faceRect(cam, b, 'front', 0.05, v0, 0.95, v1), inner))
    let u = 0.08
    while (u < 0.85) {
      const bw = rng.range(0.05, 0.09)
      if (rng.chance(0.12)) {
        u += 0.12
        continue
      }
      const top = v0 + (v1 - v0) * rng.range(0.6, 0.92)
      out.push(poly(faceRect(cam, b, 'front', u, v0, u + bw, top), rng.pick(palette)))
      u += bw + 0.01
    }
  }
  return out.join('')
}

export function floorLamp(cam, { x, z, color }) {
  const [cx, cy] = cam.p(x, 1.55, z)
  const k = cam.scale(z)
  return cylinder(cam, { x, z, y0: 0, y1: 0.03, r: 0.15, color: '#3B3B3B' }) + line(cam.p(x, 0.03, z), cam.p(x, 1.5, z), '#3B3B3B', 2.5) +
    `<path d="M${cx - 0.12 * k} ${cy - 0.2 * k} L${cx + 0.12 * k} ${cy - 0.2 * k} L${cx + 0.2 * k} ${cy + 0.05 * k} L${cx - 0.2 * k} ${cy + 0.05 * k}Z" fill="${color}"/>`
}

export function beanBag(cam, { x, z, color }) {
  const [cx, cy] = cam.p(x, 0, z)
  const k = cam.scale(z)
  return `<ellipse cx="${cx}" cy="${cy}" rx="${0.45 * k}" ry="${0.1 * k}" fill="#1b1b2f" opacity="0.1"/>` +
    `<path d="M${cx - 0.42 * k} ${cy} C${cx - 0.5 * k} ${cy - 0.5 * k} ${cx - 0.15 * k} ${cy - 0.75 * k} ${cx + 0.05 * k} ${cy - 0.7 * k} C${cx + 0.35 * k} ${cy - 0.65 * k} ${cx + 0.5 * k} ${cy - 0.3 * k} ${cx + 0.42 * k} ${cy}Z" fill="${color}"/>` +
    `<path d="M${cx - 0.3 * k} ${cy - 0.28 * k} C${cx - 0.1 * k} ${cy - 0.38 * k} ${cx + 0.2 * k} ${cy - 0.36 * k} ${cx + 0.35 * k} ${cy - 0.22 * k}" stroke="${darken(color, 0.15)}" stroke-width="${0.03 * k}" fill="none" stroke-linecap="round"/>`
}

export function carrom(cam, { cx, cz }) {
  const out = [floorShadow(cam, cx - 0.4, cx + 0.4, cz - 0.4, cz + 0.4, 0.04, 0.08)]
  for (const [dx, dz] of [[-0.3, -0.3], [0.26, -0.3], [-0.3, 0.26], [0.26, 0.26]]) out.push(box(cam, makeBox(cx + dx, cx + dx + 0.04, 0, 0.6, cz + dz, cz + dz + 0.04), '#5C4033'))
  const b = makeBox(cx - 0.4, cx + 0.4, 0.6, 0.66, cz - 0.4, cz + 0.4)
  out.push(box(cam, b, '#6B4226', {
    decorate: (f) => (f === 'top' ? poly(faceRect(cam, b, 'top', 0.08, 0.08, 0.92, 0.92), '#F1D9A8') + [[0.12, 0.12], [0.88, 0.12], [0.12, 0.88], [0.88, 0.88]].map(([u, v]) => poly(faceRect(cam, b, 'top', u - 0.03, v - 0.03, u + 0.03, v + 0.03), '#2B2B2B')).join('') + poly(faceRect(cam, b, 'top', 0.42, 0.42, 0.58, 0.58), '#C0392B') : ''),
  }))
  return out.join('')
}
