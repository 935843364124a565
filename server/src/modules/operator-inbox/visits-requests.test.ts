import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { todayInIndia } from '@basera/contract/dates'
import { operatorMessages } from '@basera/contract/operator'
import * as endpoints from '@basera/contract/endpoints'
import { properties } from '../../db/schema.ts'
import { visits } from '../../db/schema-activity.ts'
import { useTestApp } from '../../test/helper.ts'
import { ADMIN_PHONE, MANAGER_PHONES, OWNER_PHONES, signInOperator, type SignedInTestOperator } from '../operator-access/test-fixtures.ts'

const testApp = useTestApp()
let owner: SignedInTestOperator
let otherOwner: SignedInTestOperator
let manager: SignedInTestOperator
let admin: SignedInTestOperator
beforeAll(async () => {
  owner = await signInOperator(testApp(), OWNER_PHONES[0])
  otherOwner = await signInOperator(testApp(), OWNER_PHONES[1])
  manager = await signInOperator(testApp(), MANAGER_PHONES[0])
  admin = await signInOperator(testApp(), ADMIN_PHONE)
})

const tomorrow = () => new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
const dayAfter = () => new Date(Date.parse(`${todayInIndia()}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10)

async function requestVisit(propertyId: number, slot: 'Morning' | 'Afternoon' | 'Evening' = 'Morning') {
  const t = testApp()
  const tenant = await t.signIn()
  const res = await t.post(endpoints.scheduleVisit, { leadId: tenant.leadId, propertyId, visit_date: tomorrow(), visit_slot: slot }, tenant.token)
  expect(res.statusCode, res.body).toBe(200)
  return { visitId: res.json().visit_id, ...tenant }
}

describe('visits', () => {
  it('lists a requested visit with the tenant\'s number to the property\'s operators only', async () => {
    const t = testApp()
    const propertyId = owner.propertyIds[0] as number
    const { visitId } = await requestVisit(propertyId)
    const mine = await t.call(endpoints.listOperatorVisits, { query: { status: 'requested' } }, owner.token)
    expect(mine.json().data.find((v) => v.visit_id === visitId)).toMatchObject({ status: 'requested', property_id: propertyId, visit_slot: 'Morning' })
    const others = await t.call(endpoints.listOperatorVisits, {}, otherOwner.token)
    expect(others.json().data.map((v) => v.visit_id)).not.toContain(visitId)
  })

  it('accepts within the slot\'s capacity, refuses a full slot with 409, and moves a visit to another slot', async () => {
    const t = testApp()
    const propertyId = owner.propertyIds[2] as number
    await t.database.db.update(properties).set({ visitSlotCapacity: 1 }).where(eq(properties.id, propertyId))
    const first = await requestVisit(propertyId, 'Evening')
    const second = await requestVisit(propertyId, 'Evening')
    const ok = await t.call(endpoints.decideVisit, { params: { visitId: first.visitId }, body: { decision: 'accept' } }, owner.token)
    expect(ok.statusCode, ok.body).toBe(200)
    expect(ok.json()).toMatchObject({ message: operatorMessages.visitAccepted, data: { status: 'scheduled' } })
    const full = await t.call(endpoints.decideVisit, { params: { visitId: second.visitId }, body: { decision: 'accept' } }, owner.token)
    expect(full.statusCode).toBe(409)
    expect(full.json()).toEqual({ message: operatorMessages.visitSlotFull })
    const moved = await t.call(endpoints.decideVisit, {
      params: { visitId: second.visitId }, body: { decision: 'move', slot: { visit_date: dayAfter(), visit_slot: 'Afternoon' } },
    }, owner.token)
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().data).toMatchObject({ status: 'scheduled', visit_date: dayAfter(), visit_slot: 'Afternoon' })
    const tenantVisits = await t.post(endpoints.getVisits, { leadId: second.leadId }, second.token)
    expect(tenantVisits.json().data[0]).toMatchObject({ status: 'scheduled', visit_date: dayAfter(), visit_slot: 'Afternoon' })
    const notes = (await t.post(endpoints.getContent, { key: 'NOTIFICATIONS' }, second.token)).json().data
    if (!('notifications' in notes)) throw new Error('no notifications')
    expect(notes.notifications[0]).toMatchObject({ kind: 'visit_moved', details: { visit_date: dayAfter(), visit_slot: 'Afternoon' } })
  })

  it('declines only with a reason; a move needs the new slot', async () => {
    const t = testApp()
    const { visitId, leadId, token } = await requestVisit(manager.propertyIds[0] as number)
    const noSlot = await t.call(endpoints.decideVisit, { params: { visitId }, body: { decision: 'move' } }, manager.token)
    expect(noSlot.json()).toEqual({ message: 'Choose the new date and slot' })
    const noReason = await t.call(endpoints.decideVisit, { params: { visitId }, body: { decision: 'decline' } }, manager.token)
    expect(noReason.json()).toEqual({ message: 'Please give a reason for declining' })
    const declined = await t.call(endpoints.decideVisit, { params: { visitId }, body: { decision: 'decline', reason: 'Closed that day' } }, manager.token)
    expect(declined.json().data).toMatchObject({ status: 'declined', decision_reason: 'Closed that day' })
    expect((await t.post(endpoints.getVisits, { leadId }, token)).json().data[0]?.status).toBe('declined')
    const again = await t.call(endpoints.decideVisit, { params: { visitId }, body: { decision: 'accept' } }, manager.token)
    expect(again.statusCode).toBe(409)
  })

  it('answers 404 and changes nothing for another owner\'s visit', async () => {
    const t = testApp()
    const { visitId } = await requestVisit(owner.propertyIds[0] as number)
    const res = await t.call(endpoints.decideVisit, { params: { visitId }, body: { decision: 'accept' } }, otherOwner.token)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ message: operatorMessages.visitNotFound })
    const [row] = await t.database.db.select({ status: visits.status }).from(visits).where(eq(visits.id, visitId))
    expect(row?.status).toBe('requested')
  })
})

describe('callbacks and interest requests', () => {
  it('shows a callback with its purpose and number to the property\'s operators, and marks it handled once', async () => {
    const t = testApp()
    const tenant = await t.signIn()
    const propertyId = manager.propertyIds[0] as number
    expect((await t.post(endpoints.requestCallback, { leadId: tenant.leadId, propertyId, purpose: 'Ask about parking' }, tenant.token)).statusCode).toBe(200)
    const list = await t.call(endpoints.listOperatorRequests, { query: { handled: 'false' } }, manager.token)
    const request = list.json().data.find((r) => r.purpose === 'Ask about parking')
    expect(request).toMatchObject({ kind: 'callback', property_id: propertyId, handled_at: null })
    const id = request?.request_id ?? 0
    const foreign = await t.call(endpoints.markRequestHandled, { params: { requestId: id }, body: {} }, otherOwner.token)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toEqual({ message: operatorMessages.requestNotFound })
    const done = await t.call(endpoints.markRequestHandled, { params: { requestId: id }, body: {} }, manager.token)
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json().data).toMatchObject({ handled_by_name: 'Ravi Manager' })
    const open = await t.call(endpoints.listOperatorRequests, { query: { handled: 'false' } }, owner.token)
    expect(open.json().data.map((r) => r.request_id)).not.toContain(id)
    const otherList = await t.call(endpoints.listOperatorRequests, {}, otherOwner.token)
    expect(otherList.json().data.map((r) => r.request_id)).not.toContain(id)
  })

  it('keeps interest in Basera\'s own services (no property) for admins', async () => {
    const t = testApp()
    const tenant = await t.signIn()
    expect((await t.post(endpoints.registerInterest, { lead_profile_id: tenant.leadId, service_name: 'LOANS' }, tenant.token)).statusCode).toBe(200)
    const adminList = await t.call(endpoints.listOperatorRequests, {}, admin.token)
    const interest = adminList.json().data.find((r) => r.kind === 'interest' && r.service_name === 'LOANS')
    expect(interest?.property_id).toBeNull()
    const ownerList = await t.call(endpoints.listOperatorRequests, {}, owner.token)
    expect(ownerList.json().data.filter((r) => r.property_id === null)).toEqual([])
    const refused = await t.call(endpoints.markRequestHandled, { params: { requestId: interest?.request_id ?? 0 }, body: {} }, owner.token)
    expect(refused.statusCode).toBe(404)
  })
})
