// Kitchens (counter, stove, chimney, fridge) and PG dining halls.
import { darken, fabrics, laminates, lighten, tiles, walls, woods } from '../lib/color.mjs'
import { box, createCamera, createScene, cylinder, makeBox } from '../lib/perspective.mjs'
import { backWindow, ceilingFan, pendantLamp, plant, wallClock } from './decor.mjs'
import { baseRun, chimney, diningSet, fridge, gasStove, jars, pressureCooker, sink, wallCabinets } from './kitchen-parts.mjs'
import { roomShell, wallTiles } from './room.mjs'

export function kitchen(rng, { dining = false } = {}) {
  const w = rng.range(5.4, 6.4)
  const h = 2.9
  const dist = 7.2
  const cam = createCamera({ camX: rng.range(-0.5, 0.5), eyeY: 1.4, dist, focal: (345 * dist) / (w / 2), horizon: rng.range(272, 288) })
  const wall = rng.pick(walls)
  const scene = createScene()
  const floorKind = rng.chance(0.7) ? 'tile' : 'bigtile'
  scene.add(-10, roomShell(cam, { w, h, wall, floor: rng.pick(tiles), floorKind }))
  const palette = rng.shuffle(fabrics)
  const cab = rng.pick(laminates.concat(['#FFFFFF', '#DCE8F5', lighten(palette[0], 0.4)]))
  const counterTop = rng.pick(['#3A3A40', '#EDEAE6', '#5B4A3F', '#8A8F98'])
  const leftToRight = rng.chance(0.5)
  const runLen = dining ? rng.range(2.4, 3.0) : rng.range(3.0, 3.8)
  const fridgeFirst = !dining && rng.chance(0.6)
  let rx0 = leftToRight ? -w / 2 + 0.05 : w / 2 - 0.05 - runLen
  if (fridgeFirst) {
    const fx = leftToRight ? -w / 2 + 0.08 : w / 2 - 0.78
    scene.add(0.68, fridge(cam, { x0: fx, color: rng.pick(['#D9DDE3', '#C0392B', '#F1EDE6', '#3E4A5B']) }))
    rx0 += leftToRight ? 0.78 : -0.78
  }
  const rx1 = rx0 + runLen
  scene.add(-6, wallTiles(cam, { x0: rx0, x1: rx1, y0: 0.91, y1: 1.6, color: rng.pick(['#FFFFFF', '#E6F2F1', '#F4ECE1', '#E8E5F7']), size: rng.pick([0.15, 0.2, 0.3]) }))
  scene.add(0.6, baseRun(cam, { x0: rx0, x1: rx1, color: cab, top: counterTop }))
  const stoveX = leftToRight ? rx1 - 0.6 : rx0 + 0.6
  const sinkX = leftToRight ? rx0 + 0.7 : rx1 - 0.7
  scene.add(0.63, gasStove(cam, { x: stoveX }))
  scene.add(0.64, pressureCooker(cam, { x: stoveX - 0.17, z: 0.3 }))
  scene.add(0.63, sink(cam, { x: sinkX }))
  scene.add(0.62, jars(cam, rng, { x0: (stoveX + sinkX) / 2 - 0.2, x1: (stoveX + sinkX) / 2 + 0.25, y: 0.91, z: 0.12 }))
  scene.add(0.5, chimney(cam, { x: stoveX, color: rng.pick(['#2C2F36', '#B8BEC8']) }))
  const hasWindow = rng.chance(0.6)
  if (hasWindow) {
    const win = backWindow(cam, rng, { x0: sinkX - 0.5, x1: sinkX + 0.5, y0: 1.7, y1: 2.45, grill: true })
    scene.add(-5, win.svg)
    const cabX0 = leftToRight ? sinkX + 0.65 : rx0
    const cabX1 = leftToRight ? rx1 : sinkX - 0.65
    const parts = leftToRight ? [[cabX0, stoveX - 0.45]] : [[stoveX + 0.45, cabX1]]
    for (const [a, b] of parts) if (b - a > 0.4) scene.add(0.34, wallCabinets(cam, { x0: a, x1: b, color: cab }))
  } else {
    const a = leftToRight ? rx0 : stoveX + 0.45
    const b = leftToRight ? stoveX - 0.45 : rx1
    if (b - a > 0.4) scene.add(0.34, wallCabinets(cam, { x0: a, x1: b, color: cab }))
  }
  // the free part of the back wall
  const freeX0 = leftToRight ? rx1 + 0.2 : -w / 2 + 0.2
  const freeX1 = leftToRight ? w / 2 - 0.2 : rx0 - 0.2
  if (dining) {
    const cx = (freeX0 + freeX1) / 2
    scene.add(0.45, waterDispenser(cam, { x: cx }))
    if (rng.chance(0.7)) scene.add(-3, wallClock(cam, { x: cx, y: 2.2 }))
    const set = diningSet(cam, rng, { cx: rng.range(-0.4, 0.4), cz: 2.3, seats: 6, long: true, wood: rng.pick(woods), chair: rng.pick(palette) })
    scene.add(1.8, set.back)
    scene.add(2.6, set.table)
    scene.add(3.2, set.front)
  } else {
    if (freeX1 - freeX0 > 0.5 && !fridgeFirst) scene.add(0.68, fridge(cam, { x0: leftToRight ? freeX0 : freeX1 - 0.7, color: rng.pick(['#D9DDE3', '#C0392B', '#F1EDE6']) }))
    else if (freeX1 - freeX0 > 0.5) scene.add(1, plant(cam, rng, { x: (freeX0 + freeX1) / 2, z: 0.4, size: 1.2 }))
    const set = diningSet(cam, rng, { cx: rng.range(-0.6, 0.6), cz: 2.6, seats: rng.pick([2, 4]), wood: rng.pick(woods), chair: rng.pick(palette) })
    scene.add(2.0, set.back)
    scene.add(2.9, set.table)
    scene.add(3.5, set.front)
  }
  scene.add(9, dining ? ceilingFan(cam, { x: 0, z: 2.3, h }) : pendantLamp(cam, { x: 0, z: 2.4, h, color: darken(rng.pick(palette), 0.1) }))
  return scene.render()
}

function waterDispenser(cam, { x }) {
  const b = makeBox(x - 0.2, x + 0.2, 0, 1.0, 0.05, 0.45)
  return box(cam, b, '#F1F3F6') +
    box(cam, makeBox(x - 0.12, x + 0.12, 0.62, 0.7, 0.45, 0.5), '#9AA1AB') +
    cylinder(cam, { x, z: 0.25, y0: 1.0, y1: 1.45, r: 0.15, color: '#9FD3F5', top: '#BFE3F0' }) +
    cylinder(cam, { x, z: 0.25, y0: 1.45, y1: 1.5, r: 0.06, color: '#4F8FD9' })
}
