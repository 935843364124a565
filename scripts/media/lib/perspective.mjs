// One-point perspective for flat room illustrations: world units are metres,
// x to the right, y up, z from the back wall (0) towards the camera.
import { darken, lighten } from './color.mjs'

const fmt = (n) => (Math.round(n * 10) / 10).toString()
export const pts = (list) => list.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' ')
export const poly = (list, fill, extra = '') => `<polygon points="${pts(list)}" fill="${fill}" ${extra}/>`

export function createCamera({ width = 800, height = 600, camX = 0, eyeY = 1.4, dist = 7, focal = 600, horizon = 300 }) {
  const scale = (z) => focal / Math.max(dist - z, 0.05)
  const p = (x, y, z) => [width / 2 + (x - camX) * scale(z), horizon - (y - eyeY) * scale(z)]
  return { width, height, camX, eyeY, dist, focal, horizon, scale, p }
}

// Four corners of an axis-aligned face, in drawing order.
export function faceCorners(cam, b, face) {
  const { x0, x1, y0, y1, z0, z1 } = b
  const p = cam.p
  switch (face) {
    case 'front': return [p(x0, y0, z1), p(x1, y0, z1), p(x1, y1, z1), p(x0, y1, z1)]
    case 'back': return [p(x0, y0, z0), p(x1, y0, z0), p(x1, y1, z0), p(x0, y1, z0)]
    case 'top': return [p(x0, y1, z0), p(x1, y1, z0), p(x1, y1, z1), p(x0, y1, z1)]
    case 'bottom': return [p(x0, y0, z0), p(x1, y0, z0), p(x1, y0, z1), p(x0, y0, z1)]
    case 'left': return [p(x0, y0, z1), p(x0, y0, z0), p(x0, y1, z0), p(x0, y1, z1)]
    case 'right': return [p(x1, y0, z0), p(x1, y0, z1), p(x1, y1, z1), p(x1, y1, z0)]
    default: throw new Error(`unknown face ${face}`)
  }
}

// Map (u, v) in [0,1]^2 on a face to the screen: u runs left-to-right as the
// viewer sees the face, v runs bottom-to-top (top/bottom faces: back-to-front).
export function facePoint(cam, b, face, u, v) {
  const { x0, x1, y0, y1, z0, z1 } = b
  const lx = x0 + (x1 - x0) * u
  const ly = y0 + (y1 - y0) * v
  switch (face) {
    case 'front': return cam.p(lx, ly, z1)
    case 'back': return cam.p(lx, ly, z0)
    case 'top': return cam.p(lx, y1, z0 + (z1 - z0) * v)
    case 'bottom': return cam.p(lx, y0, z0 + (z1 - z0) * v)
    case 'left': return cam.p(x0, ly, z0 + (z1 - z0) * u)
    case 'right': return cam.p(x1, ly, z1 - (z1 - z0) * u)
    default: throw new Error(`unknown face ${face}`)
  }
}

// A quad on a face between (u0,v0) and (u1,v1).
export const faceRect = (cam, b, face, u0, v0, u1, v1) => [
  facePoint(cam, b, face, u0, v0),
  facePoint(cam, b, face, u1, v0),
  facePoint(cam, b, face, u1, v1),
  facePoint(cam, b, face, u0, v1),
]

export function visibleFaces(cam, b) {
  const faces = []
  if (b.y1 < cam.eyeY) faces.push('top')
  if (b.y0 > cam.eyeY) faces.push('bottom')
  if (b.x1 < cam.camX) faces.push('right')
  if (b.x0 > cam.camX) faces.push('left')
  faces.push('front')
  return faces
}

export const makeBox = (x0, x1, y0, y1, z0, z1) => ({ x0, x1, y0, y1, z0, z1 })

// Draw a solid box with flat shading; `decorate(face)` may add detail per visible face.
export function box(cam, b, color, { top, side, decorate, stroke } = {}) {
  const shades = {
    front: color,
    top: top ?? lighten(color, 0.12),
    bottom: darken(color, 0.2),
    left: side ?? darken(color, 0.1),
    right: side ?? darken(color, 0.1),
  }
  const extra = stroke ? `stroke="${stroke}" stroke-width="1" stroke-linejoin="round"` : ''
  return visibleFaces(cam, b)
    .map((f) => poly(faceCorners(cam, b, f), shades[f], extra) + (decorate ? decorate(f) ?? '' : ''))
    .join('')
}

// Soft contact shadow on the floor under a footprint.
export function floorShadow(cam, x0, x1, z0, z1, spread = 0.12, opacity = 0.1) {
  const p = cam.p
  const q = [p(x0 - spread, 0, z0 - spread), p(x1 + spread, 0, z0 - spread), p(x1 + spread, 0, z1 + spread), p(x0 - spread, 0, z1 + spread)]
  return poly(q, '#1b1b2f', `opacity="${opacity}"`)
}

// Collects drawables with a depth key; far things are painted first.
export function createScene() {
  const items = []
  return {
    add: (depth, svg) => items.push({ depth, svg, order: items.length }),
    render: () =>
      items
        .sort((a, b) => a.depth - b.depth || a.order - b.order)
        .map((i) => i.svg)
        .join(''),
  }
}

// Upright cylinder (buckets, pots, pipes): a body and the visible end ellipse.
export function cylinder(cam, { x, z, y0, y1, r, color, top, rim }) {
  const k = cam.scale(z)
  const [cx, cyTop] = cam.p(x, y1, z)
  const [, cyBot] = cam.p(x, y0, z)
  const rx = r * k
  const tilt = (y) => Math.max(0.06, Math.min(1, Math.abs(cam.eyeY - y) / Math.max(cam.dist - z, 0.5)))
  const ryTop = rx * tilt(y1)
  const ryBot = rx * tilt(y0)
  const side = darken(color, 0.08)
  let svg = `<ellipse cx="${cx.toFixed(1)}" cy="${cyBot.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ryBot.toFixed(1)}" fill="${side}"/>`
  svg += `<rect x="${(cx - rx).toFixed(1)}" y="${cyTop.toFixed(1)}" width="${(2 * rx).toFixed(1)}" height="${(cyBot - cyTop).toFixed(1)}" fill="${color}"/>`
  svg += `<rect x="${(cx + rx * 0.35).toFixed(1)}" y="${cyTop.toFixed(1)}" width="${(rx * 0.65).toFixed(1)}" height="${(cyBot - cyTop).toFixed(1)}" fill="${side}"/>`
  if (y1 < cam.eyeY) svg += `<ellipse cx="${cx.toFixed(1)}" cy="${cyTop.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ryTop.toFixed(1)}" fill="${top ?? lighten(color, 0.15)}"${rim ? ` stroke="${rim}" stroke-width="2"` : ''}/>`
  return svg
}
