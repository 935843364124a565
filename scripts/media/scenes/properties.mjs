// The 48 sample property photos: a fixed mix of rooms, spread evenly so any 3-5 in a row differ.
import { join } from 'node:path'
import { createRng } from '../lib/prng.mjs'
import { svgDoc, writeText, writeWebp } from '../lib/output.mjs'
import { bedroom } from './bedroom.mjs'
import { exterior } from './exterior.mjs'
import { kitchen } from './kitchen.mjs'
import { lounge } from './lounge.mjs'
import { washroom } from './washroom.mjs'

const mix = [
  ['exterior', 10, (rng) => exterior(rng)],
  ['bedroom-2-beds', 7, (rng) => bedroom(rng, { beds: 2 })],
  ['kitchen', 6, (rng) => kitchen(rng)],
  ['bedroom-1-bed', 7, (rng) => bedroom(rng, { beds: 1 })],
  ['lounge', 5, (rng) => lounge(rng)],
  ['bedroom-3-beds', 6, (rng) => bedroom(rng, { beds: 3 })],
  ['washroom', 4, (rng) => washroom(rng)],
  ['dining', 3, (rng) => kitchen(rng, { dining: true })],
]

const CARD_WIDTH = 480

export function propertyPlan() {
  const total = mix.reduce((n, [, count]) => n + count, 0)
  // spread each kind evenly over the 48 slots (ideal position (i + 0.5) * total / count)
  const items = mix.flatMap(([kind, count, draw], k) =>
    Array.from({ length: count }, (_, i) => ({ kind, draw, seed: `${kind}-${i + 1}`, at: ((i + 0.5) * total) / count + k * 0.01 })),
  )
  items.sort((a, b) => a.at - b.at)
  return items.map(({ kind, draw, seed }, i) => ({ kind, draw, seed, file: `property-${String(i + 1).padStart(2, '0')}.webp` }))
}

export async function generateProperties(outDir) {
  const dir = join(outDir, 'properties')
  const plan = propertyPlan()
  for (const item of plan) {
    const svg = svgDoc(800, 600, item.draw(createRng(item.seed)))
    await writeWebp(join(dir, item.file), svg, { quality: 70 })
    // the card-sized copy a phone takes for a half-width card (srcset in web/src/features/properties/components/property-image.tsx)
    await writeWebp(join(dir, item.file.replace(/\.webp$/, `-${CARD_WIDTH}.webp`)), svg, { quality: 70, width: CARD_WIDTH, height: (CARD_WIDTH * 3) / 4 })
  }
  const manifest = plan.map(({ file, kind }) => ({ file, kind }))
  await writeText(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n')
}
