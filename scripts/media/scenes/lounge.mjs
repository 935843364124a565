// Common lounges and living rooms: a sofa wall or a TV wall, side seating, games corner.
import { darken, fabrics, lighten, walls, woods } from '../lib/color.mjs'
import { createCamera, createScene } from '../lib/perspective.mjs'
import { backWindow, ceilingFan, pendantLamp, plant, rug, splitAc, wallArt, wallShelf } from './decor.mjs'
import { beanBag, bookshelf, carrom, coffeeTable, floorLamp, sofa, tvUnit } from './lounge-parts.mjs'
import { roomShell } from './room.mjs'

export function lounge(rng) {
  const w = rng.range(5.8, 6.8)
  const h = 2.9
  const dist = 7.2
  const cam = createCamera({ camX: rng.range(-0.4, 0.4), eyeY: 1.4, dist, focal: (345 * dist) / (w / 2), horizon: rng.range(272, 288) })
  const wall = rng.pick(walls)
  const floor = rng.chance(0.5) ? rng.pick(woods) : rng.pick(['#E9E4DC', '#DCD8D2', '#E6DDD0'])
  const room = { w, h, wall, floor, floorKind: woods.includes(floor) ? 'wood' : 'bigtile' }
  if (rng.chance(0.5)) room.accent = { x0: -1.4, x1: 1.4, color: darken(rng.pick(walls), 0.05) }
  const scene = createScene()
  scene.add(-10, roomShell(cam, room))
  const palette = rng.shuffle(fabrics)
  const wood = rng.pick(woods)
  const sofaColor = rng.pick(['#7065F0', '#2F3E6B', '#5C8D89', '#C97B63', '#8E9AAF', '#D4A24C', '#4F6D7A'])
  const tvWall = rng.chance(0.45)
  scene.add(2.6, rug(cam, { x0: -1.5, x1: 1.5, z0: tvWall ? 1.1 : 1.2, z1: tvWall ? 3.1 : 2.9, color: lighten(rng.pick(palette), 0.45) }))
  if (tvWall) {
    scene.add(0.42, tvUnit(cam, { cx: 0, width: rng.range(1.8, 2.4), wood }))
    scene.add(-3, wallShelf(cam, rng, { x0: -1.4, x1: -0.85, y: 1.5, palette }))
    scene.add(2.9, sofa(cam, { x0: -w / 2 + 0.35, x1: -w / 2 + 1.25, z0: 1.0, z1: 3.0, facing: 'right', color: sofaColor, cushion: palette[1] }))
    scene.add(2.9, sofa(cam, { x0: w / 2 - 1.25, x1: w / 2 - 0.35, z0: 1.2, z1: 2.4, facing: 'left', color: lighten(sofaColor, 0.15), cushion: palette[2] }))
    scene.add(2.2, coffeeTable(cam, rng, { cx: 0, cz: 2.0, wood: darken(wood, 0.1), round: rng.chance(0.5) }))
    const win = backWindow(cam, rng, { x0: 1.4, x1: Math.min(w / 2 - 0.6, 2.5), y0: 1.0, y1: 2.3, curtain: lighten(palette[3], 0.25) })
    scene.add(-5, win.svg)
    scene.add(-4, win.light)
    scene.add(0.5, plant(cam, rng, { x: -w / 2 + 0.5, z: 0.4, size: 1.4, pot: '#F1EDE6' }))
  } else {
    const sw = rng.range(2.0, 2.4)
    const sx = rng.range(-0.6, 0.3)
    scene.add(0.95, sofa(cam, { x0: sx - sw / 2, x1: sx + sw / 2, z0: 0.05, z1: 0.95, facing: 'front', color: sofaColor, cushion: palette[1] }))
    scene.add(-3, wallArt(cam, rng, { x0: sx - 0.6, x1: sx + 0.6, y0: 1.3, y1: 1.95, palette }))
    scene.add(1.9, coffeeTable(cam, rng, { cx: sx, cz: 1.7, wood: darken(wood, 0.1), round: rng.chance(0.5) }))
    const right = sx + sw / 2 + 0.3
    scene.add(0.35, bookshelf(cam, rng, { x0: right, width: Math.min(1.0, w / 2 - right - 0.2), wood, palette }))
    const winX1 = sx - sw / 2 - 0.35
    if (winX1 - (-w / 2 + 0.5) > 0.9) {
      const win = backWindow(cam, rng, { x0: -w / 2 + 0.5, x1: winX1, y0: 1.0, y1: 2.3, curtain: lighten(palette[3], 0.25) })
      scene.add(-5, win.svg)
      scene.add(-4, win.light)
    }
    scene.add(1.0, floorLamp(cam, { x: sx - sw / 2 - 0.3, z: 0.5, color: lighten(palette[4], 0.2) }))
    if (rng.chance(0.6)) scene.add(2.8, sofa(cam, { x0: -w / 2 + 0.4, x1: -w / 2 + 1.3, z0: 1.6, z1: 2.7, facing: 'right', color: lighten(sofaColor, 0.2) }))
    else scene.add(2.8, beanBag(cam, { x: -1.9, z: 2.4, color: palette[2] }))
    if (rng.chance(0.6)) scene.add(3.2, carrom(cam, { cx: w / 2 - 1.0, cz: 2.6 }))
    else scene.add(3.0, beanBag(cam, { x: 1.9, z: 2.6, color: palette[5] }))
  }
  if (rng.chance(0.5)) scene.add(-3, splitAc(cam, { x: tvWall ? -1.6 : w / 2 - 1.2, y: 2.35 }))
  if (rng.chance(0.5)) scene.add(9, ceilingFan(cam, { x: 0, z: 2.2, h }))
  else for (const x of [-0.8, 0.8]) scene.add(9, pendantLamp(cam, { x, z: 1.9, h, drop: 0.6, color: darken(palette[0], 0.2) }))
  return scene.render()
}
