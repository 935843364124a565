// Building exteriors: low-rise apartment blocks and builder floors with balconies, stilts, greenery.
import { darken, lighten } from '../lib/color.mjs'
import { car, scooter, skyline, sky, streetLamp, tree, waterTank } from './exterior-parts.mjs'

const facades = [
  { wall: '#F3E6CF', trim: '#C96F4A' },
  { wall: '#F6F1E7', trim: '#7065F0' },
  { wall: '#E8D5C0', trim: '#8A5A3B' },
  { wall: '#FFFFFF', trim: '#2F3E6B' },
  { wall: '#F7E7B4', trim: '#B5651D' },
  { wall: '#E3ECEF', trim: '#4F6D7A' },
  { wall: '#F4D9CF', trim: '#A0524B' },
  { wall: '#E6E2F5', trim: '#5A50C8' },
]

const r1 = (n) => n.toFixed(1)
const rect = (x, y, w, h, fill, extra = '') => `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`

export function building(rng, { x, base, floors, floorH = 64, width, depth = 60, stilt = true, look }) {
  const { wall, trim } = look
  const top = base - floors * floorH - (stilt ? floorH * 0.9 : 0)
  const H = base - top
  const dx = depth
  const dy = depth * 0.45
  const side = darken(wall, 0.16)
  const out = []
  // side face and roof (oblique view from the lower left)
  out.push(`<polygon points="${r1(x + width)},${r1(base)} ${r1(x + width + dx)},${r1(base - dy)} ${r1(x + width + dx)},${r1(top - dy)} ${r1(x + width)},${r1(top)}" fill="${side}"/>`)
  out.push(`<polygon points="${r1(x)},${r1(top)} ${r1(x + width)},${r1(top)} ${r1(x + width + dx)},${r1(top - dy)} ${r1(x + dx)},${r1(top - dy)}" fill="${lighten(side, 0.35)}"/>`)
  out.push(rect(x, top, width, H, wall))
  // roof: parapet, stair room, black water tanks
  out.push(rect(x - 3, top - 8, width + 6, 10, trim))
  const mx = x + width * rng.range(0.55, 0.7)
  out.push(rect(mx, top - 8 - 40, 60, 40, lighten(wall, 0.2)) + rect(mx - 3, top - 52, 66, 6, trim) + rect(mx + 20, top - 36, 16, 28, darken(wall, 0.2)))
  out.push(waterTank({ x: x + width * 0.12, base: top - 6, size: 0.9 }) + (rng.chance(0.6) ? waterTank({ x: x + width * 0.12 + 52, base: top - 6, size: 0.8 }) : ''))
  // side windows follow the oblique skew
  for (let f = 0; f < floors; f++) {
    const fy = base - (stilt ? floorH * 0.9 : 0) - f * floorH
    const sx = x + width + dx * 0.35
    const sy = fy - floorH * 0.7 - dy * 0.35
    out.push(`<polygon points="${r1(sx)},${r1(sy)} ${r1(sx + dx * 0.3)},${r1(sy - dy * 0.3)} ${r1(sx + dx * 0.3)},${r1(sy - dy * 0.3 + floorH * 0.4)} ${r1(sx)},${r1(sy + floorH * 0.4)}" fill="${darken(side, 0.25)}"/>`)
  }
  const bays = Math.max(2, Math.round(width / 95))
  const bw = width / bays
  const balconyBays = new Set(rng.shuffle([...Array(bays).keys()]).slice(0, Math.ceil(bays / 2)))
  const glass = rng.pick(['#9CC7E4', '#A9C9DD', '#B7D3E9'])
  const railMetal = rng.chance(0.5)
  for (let f = 0; f < floors; f++) {
    const fy = base - (stilt ? floorH * 0.9 : 0) - f * floorH
    out.push(rect(x, fy - 4, width, 4, darken(wall, 0.08)))
    for (let b = 0; b < bays; b++) {
      const bx = x + b * bw
      if (balconyBays.has(b)) out.push(balcony(rng, { x: bx + 6, y: fy - floorH + 6, w: bw - 12, h: floorH - 10, wall, trim, glass, railMetal }))
      else out.push(windowUnit(rng, { x: bx + bw * 0.22, y: fy - floorH + 14, w: bw * 0.56, h: floorH * 0.55, glass, trim }))
    }
  }
  if (stilt) {
    const sh = floorH * 0.9
    out.push(rect(x, base - sh, width, sh, '#565B66'))
    out.push(rect(x, base - sh, width, 6, darken(wall, 0.1)))
    for (let i = 0; i <= bays; i++) out.push(rect(Math.min(x + i * bw, x + width - 12), base - sh, 12, sh, lighten(wall, 0.05)))
    out.push(car(rng, { x: x + bw * 0.5 - 40, base: base - 2 }))
    if (bays > 2) out.push(scooter(rng, { x: x + bw * 1.6, base: base - 2 }))
  } else {
    const door = x + width / 2 - 26
    out.push(rect(door - 14, base - floorH * 0.8 - 8, 80, 10, trim) + rect(door, base - floorH * 0.75, 52, floorH * 0.75, '#8A5A3B') + rect(door + 25, base - floorH * 0.75, 2, floorH * 0.75, '#6B4226'))
  }
  return out.join('')
}

function windowUnit(rng, { x, y, w, h, glass, trim }) {
  return rect(x - 4, y - 4, w + 8, h + 8, '#FFFFFF') + rect(x, y, w, h, glass) + rect(x + w / 2 - 1.5, y, 3, h, '#FFFFFF') +
    rect(x + 4, y + 4, w * 0.18, h - 8, lighten(glass, 0.35)) + rect(x - 8, y + h + 4, w + 16, 5, trim) + rect(x - 6, y - 10, w + 12, 5, darken(trim, 0.1)) +
    (rng.chance(0.3) ? rect(x + w + 10, y + h * 0.3, 26, 20, '#F4F4F2', 'rx="2"') + `<circle cx="${r1(x + w + 23)}" cy="${r1(y + h * 0.3 + 10)}" r="7" fill="#C9CDD3"/>` : '')
}

function balcony(rng, { x, y, w, h, wall, trim, glass, railMetal }) {
  const out = [rect(x, y, w, h, darken(wall, 0.22))]
  out.push(rect(x + w * 0.12, y + h * 0.12, w * 0.3, h * 0.88, lighten(glass, 0.1)) + rect(x + w * 0.5, y + h * 0.18, w * 0.38, h * 0.45, glass))
  const ry = y + h * 0.55
  if (railMetal) {
    out.push(rect(x - 4, ry, w + 8, 4, '#3B3F48'))
    for (let rx = x; rx <= x + w; rx += 8) out.push(rect(rx, ry, 2, h * 0.45, '#3B3F48'))
  } else {
    out.push(rect(x - 4, ry, w + 8, h * 0.45, trim))
    out.push(rect(x - 4, ry, w + 8, 4, darken(trim, 0.2)))
  }
  if (rng.chance(0.55)) {
    const px = x + rng.range(6, w - 20)
    out.push(rect(px, ry - 10, 14, 12, '#C96F4A') + `<circle cx="${r1(px + 7)}" cy="${r1(ry - 16)}" r="10" fill="#5DB075"/><circle cx="${r1(px + 1)}" cy="${r1(ry - 12)}" r="7" fill="#4E9F63"/>`)
  }
  if (rng.chance(0.3)) {
    // clothes drying on a line: a small everyday detail
    const ly = y + h * 0.3
    out.push(`<line x1="${r1(x + 4)}" y1="${r1(ly)}" x2="${r1(x + w - 4)}" y2="${r1(ly)}" stroke="#6B6F78" stroke-width="1"/>`)
    for (let i = 0; i < 3; i++) out.push(rect(x + 10 + i * (w / 4), ly, 10, 14, rng.pick(['#F47C62', '#F2B544', '#4F8FD9', '#FFFFFF', '#E88BA5'])))
  }
  out.push(rect(x - 6, y + h, w + 12, 6, lighten(wall, 0.1)))
  return out.join('')
}

export function exterior(rng) {
  const W = 800
  const ground = rng.range(470, 500)
  const out = [sky(rng, { horizon: ground })]
  out.push(skyline(rng, { base: ground - 10, color: rng.pick(['#D5DEEA', '#DCE3EC', '#D9DCEB']) }))
  const looks = rng.shuffle(facades)
  const layout = rng.int(0, 2)
  const floorH = rng.range(58, 68)
  out.push(rect(0, ground - 12, W, 20, '#A8CF8E'))
  if (layout === 0) {
    const width = rng.range(380, 470)
    const x = (W - width) / 2 - 30
    out.push(building(rng, { x, base: ground, floors: rng.int(3, 4), floorH, width, depth: rng.range(50, 80), stilt: rng.chance(0.7), look: looks[0] }))
  } else if (layout === 1) {
    out.push(building(rng, { x: 430, base: ground - 4, floors: rng.int(4, 5), floorH: floorH * 0.9, width: 260, depth: 50, stilt: true, look: looks[1] }))
    out.push(building(rng, { x: 70, base: ground, floors: rng.int(3, 4), floorH, width: rng.range(300, 340), depth: 60, stilt: rng.chance(0.5), look: looks[0] }))
  } else {
    for (const [tx, tw] of [[120, 150], [470, 170]]) out.push(building(rng, { x: tx, base: ground - 30, floors: rng.int(8, 10), floorH: 36, width: tw, depth: 40, stilt: false, look: { wall: lighten(looks[2].wall, 0.1), trim: looks[2].trim } }))
    out.push(building(rng, { x: 210, base: ground, floors: 3, floorH, width: 360, depth: 60, stilt: true, look: looks[0] }))
  }
  // boundary wall with a gate, then a pavement and the road
  const wallTop = ground + 6
  const wallColor = rng.pick(['#E8DCC8', '#D9D4CC', '#F1E7D6'])
  // a low wall with a see-through railing keeps the stilt parking visible
  for (let rx = 0; rx < W; rx += 9) out.push(rect(rx, wallTop - 40, 2.5, 22, '#4A4F5A'))
  out.push(rect(0, wallTop - 42, W, 4, '#4A4F5A'))
  out.push(rect(0, wallTop - 18, W, 24, wallColor) + rect(0, wallTop - 21, W, 5, darken(wallColor, 0.15)))
  for (let gx = 20; gx < W; gx += 90) out.push(rect(gx, wallTop - 46, 14, 52, darken(wallColor, 0.08)))
  const gateX = rng.range(260, 420)
  out.push(rect(gateX, wallTop - 44, 110, 50, '#4A4F5A'))
  for (let i = 0; i < 11; i++) out.push(rect(gateX + 5 + i * 10, wallTop - 40, 3, 42, '#6B7180'))
  out.push(rect(0, wallTop + 6, W, 26, '#CFC8BC') + rect(0, wallTop + 32, W, 600 - wallTop - 32, '#6E737D'))
  for (let dx = 20; dx < W; dx += 70) out.push(rect(dx, wallTop + 32 + (600 - wallTop - 32) / 2 - 2, 36, 4, '#F4F4F2'))
  // trees and street things in front
  const treeXs = rng.shuffle([40, 150, 690, 770, 610]).slice(0, rng.int(2, 4))
  for (const tx of treeXs) out.push(tree(rng, { x: tx, base: wallTop + 14, size: rng.range(1.0, 1.5) }))
  out.push(streetLamp({ x: rng.pick([230, 560, 650]), base: wallTop + 18 }))
  if (rng.chance(0.6)) out.push(car(rng, { x: rng.range(40, 600), base: wallTop + 60 + rng.range(0, 20) }))
  else out.push(scooter(rng, { x: rng.range(100, 650), base: wallTop + 28 }))
  return out.join('')
}
