import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { useTestApp } from '../../test/helper.ts'
import { TEST_SEED_PROPERTIES } from '../../test/global-setup.ts'
import { PHOTO_KINDS, photoUrl } from './catalogue.ts'
import { generateProperty } from './generate.ts'
import { createRandom } from './random.ts'

const testApp = useTestApp()
const kindOf = (url: string | undefined) => PHOTO_KINDS[PHOTO_KINDS.findIndex((_, i) => photoUrl(i + 1) === url)]

describe('seeded property photos', () => {
  it('name the same kinds as the photo files the web app ships (scripts/media writes the manifest)', async () => {
    const manifest = JSON.parse(await readFile(new URL('../../../../web/public/media/properties/manifest.json', import.meta.url), 'utf8')) as { kind: string }[]
    expect(manifest.map((m) => m.kind)).toEqual(PHOTO_KINDS)
  })

  it('open on a bedroom, on the card and in the gallery, never on a washroom', async () => {
    const cards = (await testApp().post(endpoints.searchProperties, { minAmount: 0, maxAmount: 1_000_000, limit: 100 })).json().data
    expect(cards.length).toBe(TEST_SEED_PROPERTIES)
    for (const card of cards) expect(kindOf(card.photos[0]), `card of property ${card.property_id}`).toMatch(/^bedroom/)
    for (const propertyId of [1, 2, 3]) {
      const gallery = (await testApp().post(endpoints.getPropertyById, { propertyId })).json().data[0]!.photos
      expect(kindOf(gallery[0]), `gallery of property ${propertyId}`).toMatch(/^bedroom/)
    }
  })

  it('are the same on every run (the seed stays deterministic)', () => {
    const generate = () => {
      let optionId = 0
      let reviewId = 0
      const ids = { roomOption: () => ++optionId, review: () => ++reviewId }
      const r = createRandom(7)
      const now = new Date('2026-01-01T00:00:00Z')
      return Array.from({ length: 30 }, (_, i) => generateProperty(r, i + 1, { id: 1, cityId: 1, cityName: 'Delhi', position: 1 }, ids, now).photos)
    }
    expect(generate()).toEqual(generate())
  })
})
