import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { furnishingClaimed } from '@basera/contract/listing-facts'
import { operatorMessages } from '@basera/contract/operator'
import * as endpoints from '@basera/contract/endpoints'
import { rowsOf } from '../../db/client.ts'
import { useTestApp } from '../../test/helper.ts'
import { OWNER_PHONES } from '../operator-access/test-fixtures.ts'
import { newProperty, newRoomOption, operator } from './test-listings.ts'

// One source per fact. Deposit months live on the room options that charge them; a property shows their
// range. A highlight never states another furnishing than the property's, in the seed or from the console.

const testApp = useTestApp()

describe('security deposit months', () => {
  it('every seeded property shows the range of its room options, never a figure of its own', async () => {
    const t = testApp()
    const rows = await rowsOf<{ id: number; lo: number; hi: number }>(t.database.db, sql`
      select p.id, min(o.security_deposit_months)::int as lo, max(o.security_deposit_months)::int as hi
      from properties p join room_options o on o.property_id = p.id where p.listed group by p.id order by p.id limit 12`)
    expect(rows.length).toBe(12)
    for (const row of rows) {
      const detail = (await t.post(endpoints.getPropertyById, { propertyId: row.id })).json().data[0]!
      expect(detail, `property ${row.id}`).toMatchObject({ security_deposit_months: row.lo, security_deposit_months_max: row.hi })
    }
  })

  it('a property whose rooms charge 1 and 2 months reads 1 to 2 on its card and details; the console sets months per room only', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[0])
    // a deposit of the property's own is no field any more: the body's 5 is not stored anywhere
    const created = await t.call(endpoints.createProperty, { body: { ...newProperty(3, { published: true }), security_deposit_months: 5 } }, owner.token)
    expect(created.statusCode, created.body).toBe(200)
    const propertyId = created.json().data.property_id
    expect(created.json().data).toMatchObject({ security_deposit_months: 0, security_deposit_months_max: 0 })
    for (const months of [1, 2]) {
      const option = await t.call(endpoints.createRoomOption, { params: { propertyId }, body: newRoomOption({ security_deposit_months: months, unit_rent: 5000 + months }) }, owner.token)
      expect(option.statusCode, option.body).toBe(200)
    }
    await t.call(endpoints.updateProperty, { params: { propertyId }, body: { security_deposit_months: 5 } }, owner.token)
    const console = (await t.call(endpoints.getOperatorProperty, { params: { propertyId } }, owner.token)).json().data
    expect(console).toMatchObject({ security_deposit_months: 1, security_deposit_months_max: 2 })
    const detail = (await t.post(endpoints.getPropertyById, { propertyId })).json().data[0]!
    expect(detail).toMatchObject({ security_deposit_months: 1, security_deposit_months_max: 2 })
    const card = (await t.post(endpoints.searchProperties, { localityId: '3', minAmount: 5001, maxAmount: 5001 })).json().data.find((c) => c.property_id === propertyId)
    expect(card).toMatchObject({ security_deposit_months: 1, security_deposit_months_max: 2 })
  })
})

describe('furnishing', () => {
  it('no seeded property has a highlight that states another furnishing', async () => {
    const rows = await rowsOf<{ id: number; furnishing: string; highlights: string[] | string }>(testApp().database.db, sql`select id, furnishing, highlights from properties`)
    for (const row of rows) {
      const highlights = typeof row.highlights === 'string' ? (JSON.parse(row.highlights) as string[]) : row.highlights
      for (const h of highlights) {
        const claimed = furnishingClaimed(h)
        if (claimed !== null) expect(claimed, `property ${row.id}: "${h}"`).toBe(row.furnishing)
      }
    }
  })

  it('the console refuses a highlight or a furnishing that would contradict the other, saying both', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[0])
    const propertyId = owner.propertyIds[0] as number
    const semi = await t.call(endpoints.updateProperty, { params: { propertyId }, body: { furnishing: 'Semi Furnished', highlights: ['Hot water round the year'] } }, owner.token)
    expect(semi.statusCode, semi.body).toBe(200)
    const claim = 'Fully furnished rooms with bed, mattress and wardrobe'
    const res = await t.call(endpoints.updateProperty, { params: { propertyId }, body: { highlights: [claim] } }, owner.token)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message: operatorMessages.highlightContradictsFurnishing(claim, 'Fully Furnished', 'Semi Furnished') })
    const both = await t.call(endpoints.updateProperty, { params: { propertyId }, body: { furnishing: 'Fully Furnished', highlights: [claim] } }, owner.token)
    expect(both.statusCode, both.body).toBe(200)
    const back = await t.call(endpoints.updateProperty, { params: { propertyId }, body: { furnishing: 'Unfurnished' } }, owner.token)
    expect(back.statusCode).toBe(400)
    const created = await t.call(endpoints.createProperty, { body: newProperty(3, { furnishing: 'Unfurnished', highlights: [claim] }) }, owner.token)
    expect(created.statusCode).toBe(400)
  })
})
