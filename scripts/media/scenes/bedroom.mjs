// PG / flat bedrooms with 1-3 beds, a study desk, a wardrobe and a daylight window.
import { darken, fabrics, laminates, lighten, walls, woods } from '../lib/color.mjs'
import { createCamera, createScene } from '../lib/perspective.mjs'
import { backWindow, ceilingFan, plant, rug, splitAc, wallArt, wallClock, wallShelf } from './decor.mjs'
import { bed, bedsideTable, studyDesk, wardrobe } from './furniture.mjs'
import { roomShell } from './room.mjs'

export function bedroom(rng, { beds = 1 } = {}) {
  const w = beds === 3 ? rng.range(6.8, 7.4) : rng.range(5.6, 6.6)
  const h = 2.9
  const dist = 7.2
  const cam = createCamera({ camX: rng.range(-0.5, 0.5), eyeY: 1.4, dist, focal: (345 * dist) / (w / 2), horizon: rng.range(272, 290) })
  const wall = rng.pick(walls)
  const room = {
    w, h, wall,
    floor: rng.chance(0.55) ? rng.pick(woods) : rng.pick(['#E9E4DC', '#DCD8D2', '#E6DDD0']),
    floorKind: '',
  }
  room.floorKind = woods.includes(room.floor) ? 'wood' : 'tile'
  if (rng.chance(0.35)) {
    const ax = rng.range(-w / 2, 0)
    room.accent = { x0: ax, x1: ax + rng.range(1.6, 2.6), color: darken(rng.pick(walls), 0.04) }
  }
  const palette = rng.shuffle(fabrics)
  const wood = rng.pick(woods)
  const scene = createScene()
  scene.add(-10, roomShell(cam, room))

  const wardrobeOnSide = rng.chance(0.5)
  const side = rng.chance(0.5) ? 'left' : 'right'
  const items = []
  for (let i = 0; i < beds; i++) items.push({ kind: 'bed', width: beds === 1 && rng.chance(0.6) ? 1.6 : 0.95 })
  items.push({ kind: 'desk', width: rng.range(1.0, 1.2) })
  if (!wardrobeOnSide) items.push({ kind: 'wardrobe', width: rng.range(1.2, 1.6) })
  const ordered = rng.shuffle(items)
  const tables = beds < 3 ? 2 : 1
  let startX = -w / 2 + 0.15
  let endX = w / 2 - 0.15
  if (wardrobeOnSide) side === 'left' ? (startX += 0.7) : (endX -= 0.7)
  const used = ordered.reduce((s, it) => s + it.width, 0) + tables * 0.5
  const gap = Math.max(0.08, (endX - startX - used) / (ordered.length + 1))
  let x = startX + gap
  let tablesLeft = tables
  const placed = []
  for (const it of ordered) {
    placed.push({ ...it, x0: x, x1: x + it.width })
    x += it.width + gap
    if (it.kind === 'bed' && tablesLeft > 0) {
      placed.push({ kind: 'table', x0: x - gap + 0.05, x1: x - gap + 0.5 })
      x += 0.5
      tablesLeft--
    }
  }
  const wardrobeColor = rng.pick(laminates)
  for (const it of placed) {
    if (it.kind === 'bed') {
      scene.add(2, bed(cam, {
        x0: it.x0, width: it.width, wood, sheet: '#FFFFFF', blanket: palette[0], pillow: rng.chance(0.5) ? lighten(palette[1], 0.55) : '#FFFFFF',
        headboard: rng.pick(['plain', 'tall', 'fabric']),
      }))
    } else if (it.kind === 'table') {
      scene.add(0.44, bedsideTable(cam, { x0: it.x0, wood, lampColor: rng.chance(0.6) ? palette[2] : undefined }))
    } else if (it.kind === 'desk') {
      scene.add(0.56, studyDesk(cam, rng, { x0: it.x0, width: it.width, wood: rng.pick(woods), chair: palette[3], accent: lighten(palette[1], 0.3) }))
    } else {
      scene.add(0.6, wardrobe(cam, { x0: it.x0, x1: it.x1, color: wardrobeColor, doors: it.width > 1.4 ? 3 : 2, mirror: rng.chance(0.4) }))
    }
  }
  if (wardrobeOnSide) {
    const wx = side === 'left' ? [-w / 2, -w / 2 + 0.6] : [w / 2 - 0.6, w / 2]
    scene.add(1.7, wardrobe(cam, { x0: wx[0], x1: wx[1], z0: 0.1, z1: rng.range(1.5, 1.9), color: wardrobeColor, doors: 3, mirror: rng.chance(0.4) }))
  }

  // wall things: a window over the desk or a bed, art and AC elsewhere
  const desk = placed.find((p) => p.kind === 'desk')
  const bedsPlaced = placed.filter((p) => p.kind === 'bed')
  const winOver = rng.chance(0.5) ? desk : rng.pick(bedsPlaced)
  const winW = Math.min(1.6, Math.max(0.9, winOver.x1 - winOver.x0 + gap - 0.15))
  const wcx = Math.max(-w / 2 + winW / 2 + 0.5, Math.min(w / 2 - winW / 2 - 0.5, (winOver.x0 + winOver.x1) / 2))
  const win = backWindow(cam, rng, { x0: wcx - winW / 2, x1: wcx + winW / 2, y0: 1.3, y1: 2.35, curtain: rng.chance(0.75) ? lighten(palette[4], 0.2) : undefined })
  scene.add(-5, win.svg)
  scene.add(-4, win.light)
  const others = placed.filter((p) => p !== winOver && p.kind !== 'table')
  for (const o of others) {
    const cx = (o.x0 + o.x1) / 2
    if (o.kind === 'bed' && rng.chance(0.7)) scene.add(-3, wallArt(cam, rng, { x0: cx - 0.35, x1: cx + 0.35, y0: 1.45, y1: 1.95, palette }))
    if (o.kind === 'desk' && rng.chance(0.7)) scene.add(-3, wallShelf(cam, rng, { x0: o.x0 + 0.05, x1: o.x1 - 0.05, y: 1.55, palette }))
  }
  const acAt = rng.pick(others.length ? others : placed)
  const acX = Math.max(-w / 2 + 0.6, Math.min(w / 2 - 0.6, (acAt.x0 + acAt.x1) / 2))
  scene.add(-3, splitAc(cam, { x: acX, y: 2.45 }))
  if (rng.chance(0.4)) {
    // keep the clock clear of the AC and the curtain rod
    const clockX = acX > 0 ? rng.range(-w / 2 + 0.4, acX - 0.9) : rng.range(acX + 0.9, w / 2 - 0.4)
    if (Math.abs(clockX - wcx) > winW / 2 + 0.55) scene.add(-3, wallClock(cam, { x: clockX, y: 2.55 }))
  }
  if (rng.chance(0.6)) scene.add(2.6, rug(cam, { x0: rng.range(-1.6, -0.8), x1: rng.range(0.8, 1.6), z0: 2.3, z1: 3.6, color: lighten(palette[5], 0.35) }))
  // a foreground plant, only on a side whose end piece is not a bed (it would hide the bed)
  const big = placed.filter((p) => p.kind !== 'table')
  const ends = { left: big[0], right: big[big.length - 1] }
  const plantSides = ['left', 'right'].filter((sd) => ends[sd].kind !== 'bed' && !(wardrobeOnSide && side === sd))
  if (plantSides.length && rng.chance(0.8)) {
    const left = rng.pick(plantSides) === 'left'
    const pz = 2.5
    const half = 400 / cam.scale(pz)
    const px = left ? Math.max(-w / 2 + 0.35, cam.camX - half + 0.45) : Math.min(w / 2 - 0.35, cam.camX + half - 0.45)
    scene.add(pz + 0.2, plant(cam, rng, { x: px, z: pz, size: 1.1, pot: rng.pick(['#E07A5F', '#F1EDE6', '#3D405B']) }))
  }
  scene.add(9, ceilingFan(cam, { x: cam.camX * 0.5, z: 2.2, h }))
  return scene.render()
}
