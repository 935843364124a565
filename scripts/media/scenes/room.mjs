// The room shell: back wall, side walls, floor, ceiling, skirting and floor pattern.
import { darken, lighten, mix } from '../lib/color.mjs'
import { poly, pts } from '../lib/perspective.mjs'

export function roomShell(cam, room) {
  const { w, h, wall, sideWall = darken(wall, 0.06), floor, floorKind = 'wood', ceiling = '#FBFAF7' } = room
  const p = cam.p
  const L = -w / 2
  const R = w / 2
  const near = cam.dist - 0.3
  const out = []
  out.push(poly([p(L, h, 0), p(R, h, 0), p(R, h, near), p(L, h, near)], ceiling))
  out.push(poly([p(L, 0, 0), p(L, h, 0), p(L, h, near), p(L, 0, near)], sideWall))
  out.push(poly([p(R, 0, 0), p(R, h, 0), p(R, h, near), p(R, 0, near)], darken(sideWall, 0.03)))
  out.push(poly([p(L, 0, 0), p(R, 0, 0), p(R, h, 0), p(L, h, 0)], wall))
  if (room.accent) {
    const { x0, x1, color } = room.accent
    out.push(poly([p(x0, 0, 0), p(x1, 0, 0), p(x1, h, 0), p(x0, h, 0)], color))
  }
  out.push(poly([p(L, 0, 0), p(R, 0, 0), p(R, 0, near), p(L, 0, near)], floor))
  out.push(floorPattern(cam, room, near))
  // skirting and the wall-ceiling edges give the box its structure
  const sk = darken(wall, 0.18)
  out.push(poly([p(L, 0, 0), p(R, 0, 0), p(R, 0.08, 0), p(L, 0.08, 0)], sk))
  out.push(poly([p(L, 0, 0), p(L, 0.08, 0), p(L, 0.08, near), p(L, 0, near)], darken(sk, 0.05)))
  out.push(poly([p(R, 0, 0), p(R, 0.08, 0), p(R, 0.08, near), p(R, 0, near)], darken(sk, 0.05)))
  const edge = darken(wall, 0.08)
  out.push(`<polyline points="${pts([p(L, h, near), p(L, h, 0), p(R, h, 0), p(R, h, near)])}" fill="none" stroke="${edge}" stroke-width="2"/>`)
  out.push(`<line x1="${p(L, 0, 0)[0]}" y1="${p(L, 0, 0)[1]}" x2="${p(L, h, 0)[0]}" y2="${p(L, h, 0)[1]}" stroke="${edge}" stroke-width="1.5"/>`)
  out.push(`<line x1="${p(R, 0, 0)[0]}" y1="${p(R, 0, 0)[1]}" x2="${p(R, h, 0)[0]}" y2="${p(R, h, 0)[1]}" stroke="${edge}" stroke-width="1.5"/>`)
  return out.join('')
}

function floorPattern(cam, room, near) {
  const { w, floor, floorKind = 'wood' } = room
  const p = cam.p
  const L = -w / 2
  const line = darken(floor, floorKind === 'wood' ? 0.12 : 0.07)
  const segs = []
  const seg = (a, b, width = 1.2) =>
    segs.push(`<line x1="${a[0].toFixed(1)}" y1="${a[1].toFixed(1)}" x2="${b[0].toFixed(1)}" y2="${b[1].toFixed(1)}" stroke="${line}" stroke-width="${width}"/>`)
  if (floorKind === 'wood') {
    const plank = 0.22
    for (let x = L + plank, i = 0; x < w / 2; x += plank, i++) {
      seg(p(x, 0, 0), p(x, 0, near))
      // staggered butt joints
      for (let z = (i % 3) * 0.45 + 0.3; z < near; z += 1.4) seg(p(x - plank, 0, z), p(x, 0, z), 1)
    }
  } else {
    const tile = floorKind === 'bigtile' ? 0.8 : 0.6
    for (let x = L + tile; x < w / 2; x += tile) seg(p(x, 0, 0), p(x, 0, near), 1.5)
    for (let z = tile; z < near; z += tile) seg(p(L, 0, z), p(w / 2, 0, z), 1.5)
  }
  // a gentle sheen towards the camera keeps big floors from looking dead
  const sheen = poly([p(L, 0, near * 0.45), p(w / 2, 0, near * 0.45), p(w / 2, 0, near), p(L, 0, near)], lighten(floor, 0.3), 'opacity="0.18"')
  return segs.join('') + sheen
}

// Wall tiles on the back wall up to height `upTo` (kitchens, washrooms).
export function wallTiles(cam, { x0, x1, y0 = 0, y1, color, size = 0.3, grout }) {
  const p = cam.p
  const g = grout ?? darken(color, 0.1)
  const out = [poly([p(x0, y0, 0.001), p(x1, y0, 0.001), p(x1, y1, 0.001), p(x0, y1, 0.001)], color)]
  for (let x = x0 + size; x < x1 - 0.01; x += size) out.push(line(p(x, y0, 0.001), p(x, y1, 0.001), g))
  for (let y = y0 + size; y < y1 - 0.01; y += size) out.push(line(p(x0, y, 0.001), p(x1, y, 0.001), g))
  return out.join('')
}

export const line = (a, b, stroke, width = 1) =>
  `<line x1="${a[0].toFixed(1)}" y1="${a[1].toFixed(1)}" x2="${b[0].toFixed(1)}" y2="${b[1].toFixed(1)}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`

export const tint = (c) => mix(c, '#7065F0', 0.08)
