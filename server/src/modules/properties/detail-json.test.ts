import { describe, expect, it } from 'vitest'
import { computeMoveInCost } from '@basera/contract/pricing'
import { loadCards } from './cards.ts'
import { useTestApp } from '../../test/helper.ts'
import { propertyDetailOf, roomOptionsOf } from './detail-json.ts'

const testApp = useTestApp()

describe('details and room options in one statement', () => {
  it('a property\'s details: its card, its texts, its latest reviews, the deposit of its cheapest option', async () => {
    const { db } = testApp().database
    for (const id of [1, 17, 40]) {
      const detail = await propertyDetailOf(db, id)
      const [card] = await loadCards(db, [id])
      const options = await roomOptionsOf(db, id)
      expect(detail).toMatchObject({ ...card, is_shortlisted: false, refundable_amount: options[0]!.refundable_amount })
      expect(detail.description.length).toBeGreaterThan(0)
      const times = detail.reviews.map((r) => r.created_at)
      expect(times).toEqual([...times].sort().reverse())
      expect(times.every((t) => /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(t))).toBe(true)
    }
  })

  it('room options cheapest first, with the contract\'s move-in charges', async () => {
    const options = await roomOptionsOf(testApp().database.db, 2)
    expect(options.map((o) => o.unit_rent)).toEqual(options.map((o) => o.unit_rent).sort((a, b) => a - b))
    for (const o of options) {
      const cost = computeMoveInCost(o)
      expect(o).toMatchObject({ property_id: 2, move_in_total: cost.move_in_total, refundable_amount: cost.refundable_amount })
    }
  })

  it('an unknown property is a 404 for both', async () => {
    const { db } = testApp().database
    await expect(propertyDetailOf(db, 999_999)).rejects.toThrow('Property not found')
    await expect(roomOptionsOf(db, 999_999)).rejects.toThrow('Property not found')
  })
})
