import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { CancellationTerms } from '@basera/contract/cancellation'
import { todayInIndia } from '@basera/contract/dates'
import * as endpoints from '@basera/contract/endpoints'
import { rowsOf } from '../../db/client.ts'
import { useTestApp } from '../../test/helper.ts'
import { TEST_SEED_PROPERTIES } from '../../test/global-setup.ts'
import { AGREE, BOOK, bookingFixtures } from './test-fixtures.ts'

const testApp = useTestApp()
const { newTenant, roomOptions, setRooms } = bookingFixtures(testApp)

describe('cancellation terms as data', () => {
  it('every seeded property publishes realistic refund rules in its details: most notice first, full or most money back early, nothing at the last moment', async () => {
    const { post } = testApp()
    for (let id = 1; id <= TEST_SEED_PROPERTIES; id += 7) {
      const terms = (await post(endpoints.getPropertyById, { propertyId: id })).json().data[0]!.cancellation_terms
      expect(CancellationTerms.parse(terms)).toEqual(terms)
      expect(terms.length).toBeGreaterThanOrEqual(2)
      expect(terms[0]!.refund_percent).toBeGreaterThanOrEqual(75)
      expect(terms.at(-1)).toEqual({ days_before_move_in: 0, refund_percent: 0 })
    }
  })

  it('a booking keeps the terms it was made under; the agreement records them; My Booking returns them', async () => {
    const { post, signIn, database } = testApp()
    const { token, leadId } = await signIn()
    const tenantId = await newTenant(token)
    const [option] = await roomOptions(6)
    await setRooms(option!.room_option_id, 3)
    const terms = (await post(endpoints.getPropertyById, { propertyId: 6 })).json().data[0]!.cancellation_terms

    const booked = await post(BOOK, { tenant_id: tenantId, property_id: 6, room_option_id: option!.room_option_id }, token)
    expect(booked.statusCode).toBe(200)
    expect(booked.json().booking.cancellation_terms).toEqual(terms)

    // the operator tightens the terms afterwards: this tenant's booking keeps what they were shown
    const stricter = [{ days_before_move_in: 30, refund_percent: 50 }, { days_before_move_in: 0, refund_percent: 0 }]
    await database.db.execute(sql`update properties set cancellation_terms = ${JSON.stringify(stricter)}::jsonb where id = 6`)
    expect((await post(endpoints.getPropertyById, { propertyId: 6 })).json().data[0]!.cancellation_terms).toEqual(stricter)

    const agreed = await post(AGREE, { tenant_id: tenantId, property_id: 6, bookingId: booked.json().bookingId, tanant_move_in_date: todayInIndia() }, token)
    expect(agreed.statusCode).toBe(200)
    expect(agreed.json().agreement.cancellation_terms).toEqual(terms)
    const stored = await rowsOf<{ terms: unknown }>(database.db, sql`select cancellation_terms as terms from agreements where booking_id = ${booked.json().bookingId}`)
    expect(stored[0]?.terms).toEqual(terms)

    const mine = (await post(endpoints.getBookings, { leadId }, token)).json().data
    expect(mine.find((b) => b.bookingId === booked.json().bookingId)?.cancellation_terms).toEqual(terms)
  })
})
