import { beforeAll, expect, it } from 'vitest'
import { useTestApp } from '../test/helper.ts'
import { catalogue } from './support/catalogue.ts'
import { printFigures, emptyFigures } from './support/figures.ts'
import { BODY_LIMIT_BYTES } from './support/hostile.ts'
import { leadWithRecords, type LeadWithRecords } from './support/world.ts'

// Input that makes validation slow blocks every other request (Node runs them on one thread). An email of
// 'a@' + 'a.' × 30,000 took the contract's email pattern 3 seconds to refuse (quadratic backtracking) on the
// public contact form. Every text field of every call gets strings shaped to make a pattern backtrack, near
// the body limit: each answer must come fast.

const testApp = useTestApp({ config: { rateLimitMax: 1_000_000_000 } })
let lead: LeadWithRecords
beforeAll(async () => { lead = await leadWithRecords(testApp(), 3) })

const n = Math.floor((BODY_LIMIT_BYTES - 2000) / 2)
const SHAPES = ['a@' + 'a.'.repeat(n) + '@', 'a.'.repeat(n) + '@', '1,'.repeat(n) + 'x', '1, '.repeat(n / 1.5) + 'x', 'a'.repeat(2 * n) + '@ ', '0'.repeat(2 * n) + '-']
const LIMIT_MS = 1000

it(`answers strings built to make patterns backtrack in every field within ${LIMIT_MS} ms`, async () => {
  const figures = emptyFigures()
  const slow: string[] = []
  for (const e of catalogue.filter((x) => x.input === 'body')) {
    const base = e.valid(lead.ids)
    const shape = (e.schema as unknown as { shape?: object } | null)?.shape ?? {}
    for (const field of new Set([...Object.keys(base), ...Object.keys(shape)])) {
      for (const [i, text] of SHAPES.entries()) {
        const started = performance.now()
        const res = await testApp().app.inject({
          method: e.methods[0], url: e.url, payload: { ...base, [field]: text }, headers: { authorization: `Bearer ${lead.token}` },
        })
        const ms = performance.now() - started
        figures.tried++
        if (res.statusCode >= 500) figures.serverErrors++
        else if (res.statusCode >= 400) figures.refusedCorrectly++
        else figures.accepted++
        if (ms > LIMIT_MS) slow.push(`${e.url} ${field} (shape ${i}): ${Math.round(ms)} ms`)
      }
    }
  }
  printFigures('strings built to backtrack', figures)
  expect(slow).toEqual([])
  expect(figures.serverErrors).toBe(0)
})
