// Regenerates every Basera sample media file into web/public/media (deterministic).
// Usage: node scripts/media/generate.mjs [--only=properties,brand,reviewers,banners,testimonials]
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { printSizeTable } from './lib/output.mjs'
import { generateBanners } from './banners/banners.mjs'
import { generateBrand } from './brand/brand.mjs'
import { generateReviewers } from './people/reviewers.mjs'
import { generateProperties } from './scenes/properties.mjs'
import { generateTestimonials } from './video/testimonials.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const outDir = join(here, '..', '..', 'web', 'public', 'media')

const steps = {
  brand: () => generateBrand(outDir),
  banners: () => generateBanners(outDir),
  properties: () => generateProperties(outDir),
  reviewers: () => generateReviewers(outDir),
  testimonials: () => generateTestimonials(outDir),
}

const onlyArg = process.argv.find((a) => a.startsWith('--only='))
const only = onlyArg ? onlyArg.slice(7).split(',') : Object.keys(steps)
for (const name of only) {
  if (!steps[name]) throw new Error(`unknown step ${name}; known: ${Object.keys(steps).join(', ')}`)
  const t = Date.now()
  await steps[name]()
  console.log(`${name}: ${((Date.now() - t) / 1000).toFixed(1)} s`)
}
printSizeTable(outDir)
