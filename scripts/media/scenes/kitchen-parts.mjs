// Kitchen pieces: base run with counter, wall cabinets, stove, sink, fridge, dining set.
import { darken, lighten } from '../lib/color.mjs'
import { box, cylinder, faceRect, facePoint, floorShadow, makeBox, poly } from '../lib/perspective.mjs'
import { line } from './room.mjs'

const doorLines = (cam, b, face, n, color, handleAt = 0.85) => {
  const parts = []
  for (let i = 1; i < n; i++) parts.push(line(facePoint(cam, b, face, i / n, 0.04), facePoint(cam, b, face, i / n, 0.98), darken(color, 0.25), 1.5))
  for (let i = 0; i < n; i++) {
    const u = (i + 0.5) / n
    parts.push(line(facePoint(cam, b, face, u - 0.12 / n, handleAt), facePoint(cam, b, face, u + 0.12 / n, handleAt), '#7D7D7D', 2.5))
  }
  return parts.join('')
}

export function baseRun(cam, { x0, x1, color, top, doors }) {
  const b = makeBox(x0, x1, 0.08, 0.86, 0, 0.6)
  const out = [floorShadow(cam, x0, x1, 0, 0.6, 0.04)]
  out.push(box(cam, makeBox(x0 + 0.03, x1 - 0.03, 0, 0.08, 0, 0.55), darken(color, 0.35)))
  out.push(box(cam, b, color, { decorate: (f) => (f === 'front' ? doorLines(cam, b, 'front', doors ?? Math.max(2, Math.round((x1 - x0) / 0.5)), color) : '') }))
  out.push(box(cam, makeBox(x0 - 0.02, x1 + 0.02, 0.86, 0.91, 0, 0.63), top))
  return out.join('')
}

export function wallCabinets(cam, { x0, x1, color, y0 = 1.6, y1 = 2.3 }) {
  const b = makeBox(x0, x1, y0, y1, 0, 0.34)
  return box(cam, b, color, { decorate: (f) => (f === 'front' ? doorLines(cam, b, 'front', Math.max(2, Math.round((x1 - x0) / 0.5)), color, 0.12) : '') })
}

export function gasStove(cam, { x, z = 0.3 }) {
  const y = 0.91
  const b = makeBox(x - 0.35, x + 0.35, y, y + 0.08, z - 0.22, z + 0.22)
  const out = [box(cam, b, '#2C2F36', { top: '#3A3E47' })]
  for (const dx of [-0.17, 0.17]) {
    const [cx, cy] = cam.p(x + dx, y + 0.08, z)
    const k = cam.scale(z)
    const ry = Math.max(2, 0.08 * k * ((cam.eyeY - y) / (cam.dist - z)))
    out.push(`<ellipse cx="${cx}" cy="${cy}" rx="${0.09 * k}" ry="${ry}" fill="#15171C"/><ellipse cx="${cx}" cy="${cy}" rx="${0.05 * k}" ry="${ry * 0.55}" fill="#5D6270"/>`)
  }
  for (const u of [0.25, 0.5, 0.75]) {
    const [kx, ky] = facePoint(cam, b, 'front', u, 0.5)
    out.push(`<circle cx="${kx}" cy="${ky}" r="2.5" fill="#C9CDD3"/>`)
  }
  return out.join('')
}

export function pressureCooker(cam, { x, z }) {
  return cylinder(cam, { x, z, y0: 0.99, y1: 1.17, r: 0.12, color: '#C9CDD3' }) +
    cylinder(cam, { x, z, y0: 1.17, y1: 1.2, r: 0.1, color: '#2C2F36' })
}

export function sink(cam, { x, z = 0.3 }) {
  const y = 0.912
  const p = cam.p
  const out = [poly([p(x - 0.28, y, z - 0.18), p(x + 0.28, y, z - 0.18), p(x + 0.28, y, z + 0.18), p(x - 0.28, y, z + 0.18)], '#C5CAD1')]
  out.push(poly([p(x - 0.23, y, z - 0.13), p(x + 0.23, y, z - 0.13), p(x + 0.23, y, z + 0.13), p(x - 0.23, y, z + 0.13)], '#8F97A3'))
  out.push(line(p(x, y, 0.08), p(x, y + 0.3, 0.08), '#9AA1AB', 4))
  out.push(line(p(x, y + 0.3, 0.08), p(x, y + 0.28, 0.22), '#9AA1AB', 4))
  return out.join('')
}

export function chimney(cam, { x, color = '#2C2F36' }) {
  return box(cam, makeBox(x - 0.12, x + 0.12, 2.05, 2.9, 0.1, 0.34), '#B8BEC8') +
    box(cam, makeBox(x - 0.42, x + 0.42, 1.75, 2.05, 0, 0.5), color)
}

export function fridge(cam, { x0, color }) {
  const b = makeBox(x0, x0 + 0.7, 0, 1.8, 0, 0.68)
  return floorShadow(cam, b.x0, b.x1, 0, 0.68, 0.05) + box(cam, b, color, {
    decorate: (f) => (f === 'front' ? line(facePoint(cam, b, 'front', 0, 0.68), facePoint(cam, b, 'front', 1, 0.68), darken(color, 0.2), 1.5) +
      line(facePoint(cam, b, 'front', 0.88, 0.72), facePoint(cam, b, 'front', 0.88, 0.85), '#9AA1AB', 3) +
      line(facePoint(cam, b, 'front', 0.88, 0.45), facePoint(cam, b, 'front', 0.88, 0.6), '#9AA1AB', 3) : ''),
  })
}

export function jars(cam, rng, { x0, x1, y, z }) {
  const out = []
  for (let x = x0; x < x1; x += 0.15) {
    const hgt = rng.range(0.12, 0.2)
    out.push(cylinder(cam, { x, z, y0: y, y1: y + hgt, r: 0.05, color: rng.pick(['#F2B544', '#E07A5F', '#8CCB8A', '#F1EDE6']) }))
    out.push(cylinder(cam, { x, z, y0: y + hgt, y1: y + hgt + 0.03, r: 0.052, color: '#3B3B3B' }))
  }
  return out.join('')
}

export function diningSet(cam, rng, { cx, cz, seats = 4, wood, chair, long = false }) {
  const tw = long ? 2.2 : seats > 2 ? 1.3 : 0.8
  const td = long ? 0.9 : 0.8
  const x0 = cx - tw / 2
  const x1 = cx + tw / 2
  const z0 = cz - td / 2
  const z1 = cz + td / 2
  const perSide = Math.max(1, Math.round(seats / 2))
  const seatXs = Array.from({ length: perSide }, (_, i) => x0 + (tw * (i + 0.5)) / perSide)
  // back: where the backrest sits ('far', 'left', 'right')
  const chairAt = (x, z, back) => {
    const parts = [box(cam, makeBox(x - 0.2, x + 0.2, 0.44, 0.49, z - 0.2, z + 0.2), chair)]
    for (const [lx, lz] of [[-0.18, 0.14], [0.14, 0.14]]) parts.push(box(cam, makeBox(x + lx, x + lx + 0.04, 0, 0.44, z + lz, z + lz + 0.04), darken(chair, 0.3)))
    if (back === 'far') parts.push(box(cam, makeBox(x - 0.2, x + 0.2, 0.49, 0.95, z - 0.22, z - 0.18), chair))
    else {
      const bx = back === 'left' ? x - 0.22 : x + 0.18
      parts.push(box(cam, makeBox(bx, bx + 0.04, 0.49, 0.95, z - 0.2, z + 0.2), chair))
    }
    return parts.join('')
  }
  const far = () => seatXs.map((x) => chairAt(x, z0 - 0.12, 'far')).join('') + ends.join('')
  const table = [floorShadow(cam, x0, x1, z0, z1, 0.1, 0.08)]
  for (const [lx, lz] of [[x0 + 0.05, z0 + 0.05], [x1 - 0.1, z0 + 0.05], [x0 + 0.05, z1 - 0.1], [x1 - 0.1, z1 - 0.1]]) table.push(box(cam, makeBox(lx, lx + 0.06, 0, 0.74, lz, lz + 0.06), darken(wood, 0.15)))
  const top = makeBox(x0, x1, 0.74, 0.78, z0, z1)
  table.push(box(cam, top, wood))
  const k = cam.scale(cz)
  for (const x of seatXs) {
    for (const z of [z0 + 0.2, z1 - 0.2]) {
      const [px, py] = cam.p(x, 0.78, z)
      table.push(`<ellipse cx="${px}" cy="${py}" rx="${0.13 * k}" ry="${0.04 * k}" fill="#FFFFFF"/><ellipse cx="${px}" cy="${py}" rx="${0.08 * k}" ry="${0.022 * k}" fill="${lighten(chair, 0.6)}"/>`)
    }
  }
  table.push(cylinder(cam, { x: cx, z: cz, y0: 0.78, y1: 0.98, r: 0.06, color: '#BFE3F0' }))
  const ends = seats > 2 ? [chairAt(x0 - 0.3, cz, 'left'), chairAt(x1 + 0.3, cz, 'right')] : []
  const near = ''
  return { back: far(), table: table.join(''), front: near, z1 }
}
