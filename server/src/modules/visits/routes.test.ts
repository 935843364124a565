import { beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { addDays, todayInIndia } from '@basera/contract/dates'
import { visitWhenText } from '@basera/contract/engagement'
import { messages } from '@basera/contract/messages'
import * as endpoints from '@basera/contract/endpoints'
import { rowsOf } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { useTestApp } from '../../test/helper.ts'
import { OWNER_PHONES, signInOperator, type SignedInTestOperator } from '../operator-access/test-fixtures.ts'

// A visit is asked for today to today + 30 days (Asia/Kolkata); asking the same property, date and slot again
// answers the visit already asked for; the tenant cancels or moves it (within the slot's capacity); notices
// say an Indian date and the slot's hours.

const testApp = useTestApp()
let owner: SignedInTestOperator
beforeAll(async () => { owner = await signInOperator(testApp(), OWNER_PHONES[1]) })
const inDays = (n: number) => addDays(todayInIndia(), n)

async function ask(token: string, leadId: number, propertyId: number, visit_date: string, visit_slot: 'Morning' | 'Afternoon' | 'Evening' = 'Afternoon') {
  return testApp().post(endpoints.scheduleVisit, { leadId, propertyId, visit_date, visit_slot }, token)
}
const openVisits = async (leadId: number) =>
  Number((await rowsOf<{ n: number }>(testApp().database.db, sql`select count(*)::int as n from visits where lead_id = ${leadId} and status in ('requested', 'scheduled')`))[0]?.n)

describe(`POST ${endpoints.scheduleVisit.path}`, () => {
  it.each([
    [0, 200], [30, 200], [31, 400], [-1, 400], [365 * 73, 400],
  ])('a visit %i days from today (India) answers %i', async (days, status) => {
    const { token, leadId } = await testApp().signIn()
    const res = await ask(token, leadId, owner.propertyIds[0] as number, inDays(days))
    expect(res.statusCode, res.body).toBe(status)
    if (status === 400) expect(res.json()).toEqual({ message: days < 0 ? messages.visitDateInPast : messages.visitDateTooFar })
  })

  it('asking the same property, date and slot again answers the visit already asked for: one visit, one request to the owner', async () => {
    const t = testApp()
    const { token, leadId } = await t.signIn()
    const propertyId = owner.propertyIds[0] as number
    const first = await ask(token, leadId, propertyId, inDays(3))
    expect(first.json()).toMatchObject({ message: messages.visitRequested, existing: false })
    const again = await ask(token, leadId, propertyId, inDays(3))
    expect(again.json()).toMatchObject({ message: messages.visitAlreadyRequested, existing: true, visit_id: first.json().visit_id })
    const both = await Promise.all([ask(token, leadId, propertyId, inDays(4)), ask(token, leadId, propertyId, inDays(4))])
    expect(new Set(both.map((r) => r.json().visit_id)).size).toBe(1)
    expect(await openVisits(leadId)).toBe(2)
    const requests = (await t.post(endpoints.getRequests, { leadId }, token)).json().data.filter((r) => r.kind === 'visit')
    expect(requests.map((r) => r.purpose).sort()).toEqual([`Visit on ${visitWhenText(inDays(3), 'Afternoon')}`, `Visit on ${visitWhenText(inDays(4), 'Afternoon')}`].sort())
    // another slot the same day is another visit
    expect((await ask(token, leadId, propertyId, inDays(3), 'Morning')).json().existing).toBe(false)
  })

  it('the tenant\'s list says each visit\'s day and hours, and whether it can still change', async () => {
    const t = testApp()
    const { token, leadId } = await t.signIn()
    await ask(token, leadId, owner.propertyIds[0] as number, inDays(2), 'Morning')
    const [visit] = (await t.post(endpoints.getVisits, { leadId }, token)).json().data
    expect(visit).toMatchObject({ visit_when: visitWhenText(inDays(2), 'Morning'), changeable: true, status: 'requested' })
    expect(visit!.visit_when).toMatch(/^[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]+, 9 am–12 pm$/)
  })
})

describe(`POST ${endpoints.cancelVisit.path}`, () => {
  it('cancels the tenant\'s own visit once; another lead\'s is 403, an unknown one 404', async () => {
    const t = testApp()
    const a = await t.signIn()
    const b = await t.signIn()
    const propertyId = owner.propertyIds[0] as number
    const visitId = (await ask(a.token, a.leadId, propertyId, inDays(5))).json().visit_id
    const foreign = await t.post(endpoints.cancelVisit, { visit_id: visitId }, b.token)
    expect(foreign.statusCode).toBe(403)
    expect((await t.post(endpoints.cancelVisit, { visit_id: 99_999_999 }, a.token)).json()).toEqual({ message: messages.visitNotFound })
    const res = await t.post(endpoints.cancelVisit, { leadId: a.leadId, visit_id: visitId }, a.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ message: messages.visitCancelled, visit: { visit_id: visitId, status: 'cancelled', changeable: false } })
    const again = await t.post(endpoints.cancelVisit, { visit_id: visitId }, a.token)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: messages.visitNotChangeable })
    // the owner's inbox reads it as cancelled; asking that time again is a new visit
    const inbox = (await t.call(endpoints.listOperatorVisits, { query: { property_id: propertyId } }, owner.token)).json().data
    expect(inbox.find((v) => v.visit_id === visitId)?.status).toBe('cancelled')
    expect((await ask(a.token, a.leadId, propertyId, inDays(5))).json()).toMatchObject({ existing: false })
  })
})

describe(`POST ${endpoints.rescheduleVisit.path}`, () => {
  it('moves the visit to another date and slot; the property confirms the new time', async () => {
    const t = testApp()
    const { token, leadId } = await t.signIn()
    const propertyId = owner.propertyIds[0] as number
    const visitId = (await ask(token, leadId, propertyId, inDays(6))).json().visit_id
    expect((await t.call(endpoints.decideVisit, { params: { visitId }, body: { decision: 'accept' } }, owner.token)).statusCode).toBe(200)
    const res = await t.post(endpoints.rescheduleVisit, { visit_id: visitId, visit_date: inDays(7), visit_slot: 'Evening' }, token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      message: messages.visitRescheduled, visit: { visit_id: visitId, visit_date: inDays(7), visit_slot: 'Evening', status: 'requested', visit_when: visitWhenText(inDays(7), 'Evening') },
    })
    const requests = (await t.post(endpoints.getRequests, { leadId }, token)).json().data
    expect(requests.find((r) => r.kind === 'visit')?.purpose).toBe(`Visit on ${visitWhenText(inDays(7), 'Evening')}`)
    expect((await t.post(endpoints.rescheduleVisit, { visit_id: visitId, visit_date: inDays(31), visit_slot: 'Evening' }, token)).json())
      .toEqual({ message: messages.visitDateTooFar })
  })

  it('respects the slot\'s capacity and the tenant\'s other visit at that time', async () => {
    const t = testApp()
    const propertyId = owner.propertyIds[1] as number
    await t.database.db.update(properties).set({ visitSlotCapacity: 1 }).where(eq(properties.id, propertyId))
    const other = await t.signIn()
    const taken = (await ask(other.token, other.leadId, propertyId, inDays(8), 'Morning')).json().visit_id
    expect((await t.call(endpoints.decideVisit, { params: { visitId: taken }, body: { decision: 'accept' } }, owner.token)).statusCode).toBe(200)
    const { token, leadId } = await t.signIn()
    const mine = (await ask(token, leadId, propertyId, inDays(9), 'Morning')).json().visit_id
    const full = await t.post(endpoints.rescheduleVisit, { visit_id: mine, visit_date: inDays(8), visit_slot: 'Morning' }, token)
    expect(full.statusCode).toBe(409)
    expect(full.json()).toEqual({ message: messages.visitSlotFull })
    await ask(token, leadId, propertyId, inDays(9), 'Evening')
    const twice = await t.post(endpoints.rescheduleVisit, { visit_id: mine, visit_date: inDays(9), visit_slot: 'Evening' }, token)
    expect(twice.json()).toEqual({ message: messages.visitAlreadyAtThatTime })
    const other2 = await t.post(endpoints.rescheduleVisit, { visit_id: taken, visit_date: inDays(10), visit_slot: 'Morning' }, token)
    expect(other2.statusCode).toBe(403)
  })
})

describe('visit notices', () => {
  it('say an Indian date and the slot\'s hours, never an ISO date', async () => {
    const t = testApp()
    const { token, leadId } = await t.signIn()
    const visitId = (await ask(token, leadId, owner.propertyIds[0] as number, inDays(11), 'Afternoon')).json().visit_id
    expect((await t.call(endpoints.decideVisit, { params: { visitId }, body: { decision: 'accept' } }, owner.token)).statusCode).toBe(200)
    const notes = (await t.post(endpoints.getContent, { key: 'NOTIFICATIONS' }, token)).json().data
    if (!('notifications' in notes)) throw new Error('no notifications')
    const [note] = notes.notifications
    const when = visitWhenText(inDays(11), 'Afternoon')
    expect(note).toMatchObject({ kind: 'visit_scheduled', details: { visit_when: when } })
    expect(note!.body).toContain(`expects you on ${when}.`)
    expect(note!.body).toMatch(/12–4 pm/)
    expect(note!.body).not.toMatch(/\d{4}-\d{2}-\d{2}|\(Afternoon\)/)
  })
})
