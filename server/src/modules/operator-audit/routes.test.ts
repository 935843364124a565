import { beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import * as endpoints from '@basera/contract/endpoints'
import { formatRupees } from '@basera/contract/india-text'
import { rowsOf } from '../../db/client.ts'
import { roomOptions } from '../../db/schema.ts'
import { useTestApp } from '../../test/helper.ts'
import { requestedBooking, OWNER_PHONES, signInOperator, type SignedInTestOperator } from '../operator-access/test-fixtures.ts'
import { makePhoto } from '../operator-listings/test-photos.ts'
import { upload } from '../operator-listings/test-listings.ts'

// The audit log reads as sentences for an owner: ₹ with Indian grouping, India's dates, property names with
// their locality (never "Property #163"), the statuses the screens use, "a photo was added"; raw fields stay.

const testApp = useTestApp()
let owner: SignedInTestOperator
beforeAll(async () => { owner = await signInOperator(testApp(), OWNER_PHONES[0]) })

const RAW = /Property #|\/media\/|\d{4}-\d{2}-\d{2}T|\b(availability_confirmed|unit_rent|moved_in|confirmed to accepted)\b/

describe(`GET ${endpoints.listAuditLog.path}`, () => {
  it('each entry carries a sentence an owner reads, and the property\'s label, beside the raw fields', async () => {
    const t = testApp()
    const propertyId = owner.propertyIds[0] as number
    const [place] = await rowsOf<{ label: string }>(t.database.db, sql`
      select p.name || ', ' || l.name as label from properties p join localities l on l.id = p.locality_id where p.id = ${propertyId}`)
    const label = place!.label
    const option = (await t.call(endpoints.getOperatorProperty, { params: { propertyId } }, owner.token)).json().data.room_options[0]!
    await t.database.db.update(roomOptions).set({ unitRent: 9500 }).where(eq(roomOptions.id, option.room_option_id))
    expect((await t.call(endpoints.updateRoomOption, { params: { roomOptionId: option.room_option_id }, body: { unit_rent: 10_500 } }, owner.token)).statusCode).toBe(200)
    expect((await t.call(endpoints.confirmAvailability, { params: { propertyId }, body: {} }, owner.token)).statusCode).toBe(200)
    expect((await t.call(endpoints.confirmAvailability, { params: { propertyId }, body: {} }, owner.token)).statusCode).toBe(200)
    expect((await upload(t, propertyId, owner.token, await makePhoto('jpeg', 640, 480))).statusCode).toBe(200)
    const booking = await requestedBooking(t, propertyId)
    expect((await t.call(endpoints.decideBooking, { params: { bookingId: booking.bookingId }, body: { decision: 'accept' } }, owner.token)).statusCode).toBe(200)

    const res = await t.call(endpoints.listAuditLog, { query: { property_id: propertyId, limit: 10 } }, owner.token)
    expect(res.statusCode, res.body).toBe(200)
    const entries = res.json().data
    const rent = entries.find((e) => e.action === 'unit_rent')!
    expect(rent).toMatchObject({ before: 9500, after: 10_500, property_label: label })
    expect(rent.sentence).toBe(`Asha Owner changed the monthly rent of the ${option.room_type_name} room at ${label} from ${formatRupees(9500)} to ${formatRupees(10_500)}.`)
    const accepted = entries.find((e) => e.entity === 'booking')!
    expect(accepted.sentence).toMatch(new RegExp(`^Asha Owner accepted the booking of Tenant \\d+ at ${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.$`))
    expect(entries.find((e) => e.entity === 'photo')?.sentence).toBe(`Asha Owner added a photo to ${label}.`)
    const confirmed = entries.find((e) => e.action === 'availability_confirmed' && e.before !== null)!
    expect(confirmed.sentence).toMatch(new RegExp(`^Asha Owner confirmed the rooms of .+ are available \\(last confirmed \\d{1,2} [A-Z][a-z]+ \\d{4}, \\d{1,2}:\\d{2} [ap]m\\)\\.$`))
    for (const e of entries) {
      expect(e.sentence, e.action).not.toMatch(RAW)
      expect(e.sentence.startsWith('Asha Owner ')).toBe(true)
    }
  })
})
