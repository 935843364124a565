// Washrooms: tiled walls, WC, basin with mirror, shower with glass or curtain, geyser, bucket and mug.
import { darken, fabrics, lighten } from '../lib/color.mjs'
import { box, createCamera, createScene, cylinder, facePoint, floorShadow, makeBox, poly } from '../lib/perspective.mjs'
import { rug } from './decor.mjs'
import { softBlock } from './furniture.mjs'
import { line, roomShell, wallTiles } from './room.mjs'

const tileSets = [
  { wall: '#F4F6F8', accent: '#7FB8C9', floor: '#C9D2D9' },
  { wall: '#F3EEE6', accent: '#B89B7A', floor: '#CFC3B4' },
  { wall: '#EEF5F1', accent: '#6FB59A', floor: '#B9CFC4' },
  { wall: '#F1F0F8', accent: '#8F86E8', floor: '#C9C6DE' },
  { wall: '#FFFFFF', accent: '#4F6D7A', floor: '#9DAAB3' },
]

function sideTiles(cam, { x, y1, color, size }) {
  const p = cam.p
  const near = cam.dist - 0.3
  const g = darken(color, 0.09)
  const out = [poly([p(x, 0, 0), p(x, y1, 0), p(x, y1, near), p(x, 0, near)], color)]
  for (let y = size; y < y1; y += size) out.push(line(p(x, y, 0), p(x, y, near), g))
  for (let z = size; z < near; z += size) out.push(line(p(x, 0, z), p(x, y1, z), g))
  return out.join('')
}

export function washroom(rng) {
  const w = rng.range(3.0, 3.6)
  const h = 2.7
  const dist = 6
  const cam = createCamera({ camX: rng.range(-0.25, 0.25), eyeY: 1.5, dist, focal: (250 * dist) / (w / 2), horizon: rng.range(250, 262) })
  const t = rng.pick(tileSets)
  const size = rng.pick([0.25, 0.3, 0.4])
  const tileTop = rng.range(2.0, 2.25)
  const scene = createScene()
  scene.add(-10, roomShell(cam, { w, h, wall: '#F7F4EF', floor: t.floor, floorKind: 'tile' }))
  scene.add(-9, sideTiles(cam, { x: -w / 2, y1: tileTop, color: darken(t.wall, 0.05), size }))
  scene.add(-9, sideTiles(cam, { x: w / 2, y1: tileTop, color: darken(t.wall, 0.08), size }))
  scene.add(-8, wallTiles(cam, { x0: -w / 2, x1: w / 2, y0: 0, y1: tileTop, color: t.wall, size }))
  scene.add(-7, wallTiles(cam, { x0: -w / 2, x1: w / 2, y0: 1.0, y1: 1.12, color: t.accent, size: 0.12 }))
  scene.add(-7, wallTiles(cam, { x0: -w / 2, x1: w / 2, y0: 0, y1: 0.12, color: darken(t.accent, 0.1), size: 0.12 }))
  const flip = rng.chance(0.5) ? 1 : -1
  // vent window with louvres, high up
  const vx = rng.range(-0.6, 0.6)
  const vent = makeBox(vx - 0.3, vx + 0.3, 2.15, 2.5, 0, 0.02)
  const ventGlass = makeBox(vx - 0.26, vx + 0.26, 2.19, 2.46, 0, 0.021)
  scene.add(-6, box(cam, vent, '#FFFFFF') + box(cam, ventGlass, '#CFE3EE') + [0.2, 0.4, 0.6, 0.8].map((v) => line(facePoint(cam, ventGlass, 'front', 0.02, v), facePoint(cam, ventGlass, 'front', 0.98, v), '#8FA9BA', 3)).join(''))
  // basin + mirror
  const bx = flip * (w / 2 - 0.6)
  scene.add(-5, mirror(cam, { x: bx, y0: 1.2, y1: 1.9 }))
  const counter = makeBox(bx - 0.35, bx + 0.35, 0.78, 0.86, 0, 0.48)
  scene.add(0.5, floorShadow(cam, bx - 0.1, bx + 0.1, 0, 0.2, 0.06) + box(cam, makeBox(bx - 0.1, bx + 0.1, 0, 0.78, 0.02, 0.2), '#FFFFFF') + box(cam, counter, '#FFFFFF'))
  const [bcx, bcy] = cam.p(bx, 0.86, 0.26)
  const k = cam.scale(0.26)
  scene.add(0.51, `<ellipse cx="${bcx}" cy="${bcy}" rx="${0.25 * k}" ry="${0.05 * k}" fill="#DDE6EC"/>` + line(cam.p(bx, 0.86, 0.05), cam.p(bx, 1.02, 0.05), '#A7AFB9', 4) + line(cam.p(bx, 1.02, 0.05), cam.p(bx, 1.0, 0.16), '#A7AFB9', 4))
  scene.add(0.52, cylinder(cam, { x: bx + 0.24, z: 0.1, y0: 0.86, y1: 0.98, r: 0.03, color: rng.pick(fabrics) }))
  scene.add(-4.5, box(cam, makeBox(bx - 0.3, bx + 0.3, 1.1, 1.13, 0, 0.13), '#E6F1F6') + [-0.2, -0.08, 0.15].map((dx, i) => cylinder(cam, { x: bx + dx, z: 0.07, y0: 1.13, y1: 1.13 + 0.08 + i * 0.03, r: 0.03, color: rng.pick(fabrics) })).join(''))
  scene.add(1.25, rug(cam, { x0: bx - 0.35, x1: bx + 0.35, z0: 0.75, z1: 1.2, color: lighten(rng.pick(fabrics), 0.45) }))
  // WC next to the basin
  const wx = flip * (w / 2 - 1.45)
  scene.add(0.7, wc(cam, { x: wx }))
  // shower corner on the other side
  const sx = -flip * (w / 2 - 0.55)
  scene.add(-4, line(cam.p(sx, 0.9, 0.01), cam.p(sx, 2.05, 0.01), '#A7AFB9', 4) + line(cam.p(sx, 2.05, 0.01), cam.p(sx, 2.05, 0.25), '#A7AFB9', 4))
  const [hx, hy] = cam.p(sx, 2.02, 0.28)
  const hk = cam.scale(0.28)
  scene.add(-3.9, `<ellipse cx="${hx}" cy="${hy}" rx="${0.11 * hk}" ry="${0.04 * hk}" fill="#C5CCD4"/>`)
  scene.add(-3.8, geyser(cam, { x: sx + flip * 0.15, y: 2.15 }))
  const useGlass = rng.chance(0.55)
  const edge = -flip * (w / 2 - 1.1)
  if (useGlass) {
    const p = cam.p
    scene.add(1.3, poly([p(edge, 0.02, 0), p(edge, 2.0, 0), p(edge, 2.0, 1.2), p(edge, 0.02, 1.2)], '#CFE8F3', 'opacity="0.45"') + line(p(edge, 2.0, 0), p(edge, 2.0, 1.2), '#A7AFB9', 3) + line(p(edge, 0.02, 1.2), p(edge, 2.0, 1.2), '#A7AFB9', 3))
  } else {
    const c = rng.pick(fabrics)
    const p = cam.p
    const rod = line(p(-flip * w / 2, 2.05, 1.2), p(edge, 2.05, 1.2), '#A7AFB9', 3)
    const x0 = -flip * (w / 2) + flip * 0.05
    const x1 = -flip * (w / 2 - 0.5)
    scene.add(1.3, rod + poly([p(x0, 0.3, 1.2), p(x1, 0.3, 1.2), p(x1, 2.05, 1.2), p(x0, 2.05, 1.2)], lighten(c, 0.3)) + [0.25, 0.5, 0.75].map((u) => line(p(x0 + (x1 - x0) * u, 0.32, 1.2), p(x0 + (x1 - x0) * u, 2.03, 1.2), c, 2)).join(''))
  }
  scene.add(1.0, cylinder(cam, { x: sx + flip * 0.05, z: 0.6, y0: 0, y1: 0.38, r: 0.17, color: rng.pick(['#4F8FD9', '#E05A47', '#2BB3A3', '#F2B544']), top: '#2B3A55', rim: '#FFFFFF' }))
  scene.add(1.1, cylinder(cam, { x: sx + flip * 0.35, z: 0.85, y0: 0, y1: 0.14, r: 0.07, color: rng.pick(['#F47C62', '#7065F0', '#6BBF7A']) }))
  // towel on a rail by the door side
  const tx = flip * (w / 2 - 0.02)
  scene.add(-2, towel(cam, { x: tx, z: 1.0, color: rng.pick(fabrics), flip }))
  return scene.render()
}

function mirror(cam, { x, y0, y1 }) {
  const p = cam.p
  const z = 0.01
  const hw = 0.3
  return poly([p(x - hw - 0.03, y0 - 0.03, z), p(x + hw + 0.03, y0 - 0.03, z), p(x + hw + 0.03, y1 + 0.03, z), p(x - hw - 0.03, y1 + 0.03, z)], '#9AA1AB') +
    poly([p(x - hw, y0, z), p(x + hw, y0, z), p(x + hw, y1, z), p(x - hw, y1, z)], '#D7E8F0') +
    poly([p(x - hw + 0.08, y1 - 0.1, z), p(x - hw + 0.2, y1 - 0.1, z), p(x - hw + 0.05, y0 + 0.35, z), p(x - hw + 0.05, y0 + 0.5, z)], '#EEF6FA')
}

function wc(cam, { x }) {
  const out = [floorShadow(cam, x - 0.22, x + 0.22, 0.1, 0.7, 0.04)]
  const tank = makeBox(x - 0.2, x + 0.2, 0.45, 0.8, 0, 0.17)
  out.push(box(cam, tank, '#FFFFFF', { top: '#F4F6F8' }))
  const [bx, by] = facePoint(cam, tank, 'top', 0.5, 0.5)
  out.push(`<ellipse cx="${bx}" cy="${by}" rx="5" ry="2" fill="#C9D1D9"/>`)
  out.push(box(cam, makeBox(x - 0.12, x + 0.12, 0, 0.36, 0.2, 0.5), '#F4F6F8', { side: '#E3E8EC' }))
  // the seat seen from above: an oval rim around a darker bowl
  const [cx, cy] = cam.p(x, 0.42, 0.42)
  const k = cam.scale(0.42)
  const ry = 0.26 * k * ((cam.eyeY - 0.42) / (cam.dist - 0.42))
  out.push(`<rect x="${cx - 0.21 * k}" y="${cy - ry}" width="${0.42 * k}" height="${ry + 0.07 * k}" rx="${0.05 * k}" fill="#EEF1F4"/>`)
  out.push(`<ellipse cx="${cx}" cy="${cy}" rx="${0.21 * k}" ry="${ry}" fill="#FFFFFF"/><ellipse cx="${cx}" cy="${cy}" rx="${0.13 * k}" ry="${ry * 0.6}" fill="#DDE6EC"/>`)
  return out.join('')
}

function geyser(cam, { x, y }) {
  const [l, t] = cam.p(x - 0.26, y + 0.3, 0.2)
  const [r, btm] = cam.p(x + 0.26, y, 0.2)
  const hgt = btm - t
  return `<rect x="${l}" y="${t}" width="${r - l}" height="${hgt}" rx="${hgt / 2}" fill="#FFFFFF" stroke="#DDE3E8" stroke-width="1.5"/>` +
    `<rect x="${l + hgt * 0.3}" y="${t + hgt * 0.7}" width="${r - l - hgt * 0.6}" height="${hgt * 0.12}" rx="2" fill="#E6EBEF"/>` +
    `<circle cx="${r - hgt * 0.45}" cy="${t + hgt * 0.35}" r="3" fill="#E05A47"/>` +
    line(cam.p(x - 0.12, y, 0.12), cam.p(x - 0.12, y - 0.25, 0.12), '#A7AFB9', 3)
}

function towel(cam, { x, z, color, flip }) {
  const p = cam.p
  const z0 = z - 0.35
  const z1 = z + 0.35
  const xi = x - flip * 0.06
  return line(p(xi, 1.55, z0 - 0.05), p(xi, 1.55, z1 + 0.05), '#A7AFB9', 3) +
    poly([p(xi, 0.95, z0), p(xi, 1.55, z0), p(xi, 1.55, z1), p(xi, 0.95, z1)], color) +
    poly([p(xi, 1.02, z0), p(xi, 1.08, z0), p(xi, 1.08, z1), p(xi, 1.02, z1)], lighten(color, 0.4))
}
