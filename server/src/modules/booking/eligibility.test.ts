import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { messages } from '@basera/contract/messages'
import * as endpoints from '@basera/contract/endpoints'
import { rowsOf } from '../../db/client.ts'
import { useTestApp } from '../../test/helper.ts'
import { BOOK, TENANT, bookingFixtures, form } from './test-fixtures.ts'

// A property admits the genders it lists: a woman never holds a bed in a boys-only PG.
const testApp = useTestApp()
const { newTenant, roomOptions, setRooms, roomsLeft } = bookingFixtures(testApp)

async function propertyFor(mask: number): Promise<number> {
  const rows = await rowsOf<{ id: number }>(testApp().database.db, sql`select id from properties where gender_mask = ${mask} order by id limit 1`)
  return rows[0]!.id
}

describe('gender eligibility', () => {
  it('refuses to add a female tenant for a boys-only property (409, clear message)', async () => {
    const { post, signIn } = testApp()
    const { token } = await signIn()
    const boysOnly = await propertyFor(1)
    const res = await post(TENANT, { ...form, gender: 'Female', property_id: boysOnly }, token)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ message: messages.genderNotAdmitted })
    const male = await post(TENANT, { ...form, fullName: 'Rahul Verma', gender: 'Male', property_id: boysOnly }, token)
    expect(male.statusCode).toBe(200)
  })

  it('refuses to book a room for a female tenant in a boys-only property and takes no room', async () => {
    const { post, signIn } = testApp()
    const { token } = await signIn()
    const boysOnly = await propertyFor(1)
    const tenantId = await newTenant(token, { gender: 'Female' })
    const [option] = await roomOptions(boysOnly)
    await setRooms(option!.room_option_id, 3)
    const res = await post(BOOK, { tenant_id: tenantId, property_id: boysOnly, room_option_id: option!.room_option_id }, token)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ message: messages.genderNotAdmitted })
    expect(await roomsLeft(option!.room_option_id)).toBe(3)
    const girlsOnly = await propertyFor(2)
    const [girls] = await roomOptions(girlsOnly)
    await setRooms(girls!.room_option_id, 3)
    const ok = await post(BOOK, { tenant_id: tenantId, property_id: girlsOnly, room_option_id: girls!.room_option_id }, token)
    expect(ok.statusCode).toBe(200)
  })

  it('similar properties admit the visitor\'s gender when it is sent', async () => {
    const { post, database } = testApp()
    const rows = await rowsOf<{ id: number }>(database.db, sql`select id from properties where gender_mask = 3 order by id limit 1`)
    const res = await post(endpoints.getSimilarProperties, { propertyId: rows[0]!.id, limit: 20, gender: 'GENDER_FEMALE' })
    expect(res.statusCode).toBe(200)
    const cards = res.json().data
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) expect(card.genders).toContain('GENDER_FEMALE')
  })

  it('home rails of a lead who searches as a woman offer no boys-only property', async () => {
    const { post, signIn } = testApp()
    const lead = await signIn()
    await post(endpoints.updateLeadProfile, { leadId: lead.leadId, gender: 'GENDER_FEMALE', pref_city_id: 1 }, lead.token)
    const res = await post(endpoints.getHomeSections, { leadId: lead.leadId }, lead.token)
    const body = res.json()
    const cards = [...body.perfect_match, ...body.best_for_you, ...body.budget_friendly, ...body.smart_suggestions]
    expect(cards.length).toBeGreaterThan(0)
    for (const card of cards) expect(card.genders).toContain('GENDER_FEMALE')
  })
})
