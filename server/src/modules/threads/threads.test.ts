import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import { operatorMessages } from '@basera/contract/operator'
import { HIDDEN_NUMBER, MESSAGE_TEXT_MAX, MESSAGES_PER_MINUTE } from '@basera/contract/threads'
import { leads } from '../../db/schema.ts'
import { operatorNotifications } from '../../db/schema-money.ts'
import { notifications } from '../../db/schema-activity.ts'
import { nextPhone, useTestApp } from '../../test/helper.ts'
import { ADMIN_PHONE, OWNER_PHONES, requestedBooking, signInOperator, type SignedInTestOperator } from '../operator-access/test-fixtures.ts'

const testApp = useTestApp()
let owner: SignedInTestOperator
let otherOwner: SignedInTestOperator
let admin: SignedInTestOperator
let propertyId: number
beforeAll(async () => {
  owner = await signInOperator(testApp(), OWNER_PHONES[0])
  otherOwner = await signInOperator(testApp(), OWNER_PHONES[1])
  admin = await signInOperator(testApp(), ADMIN_PHONE)
  propertyId = owner.propertyIds[0] as number
})

/** A new tenant with a name, and their phone: the number that must never show in a thread. */
async function tenant(name = 'Asha Verma') {
  const t = testApp()
  const phone = nextPhone()
  const signedIn = await t.signIn(phone)
  await t.post(endpoints.updateLeadProfile, { leadId: signedIn.leadId, full_name: name }, signedIn.token)
  return { ...signedIn, phone }
}

async function ask(who: { token: string; leadId: number }, text: string, about: object = { property_id: propertyId }) {
  const res = await testApp().post(endpoints.sendMessage, { leadId: who.leadId, text, ...about }, who.token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

/** Every digit run of the answer's text, joined: none may hold the tenant's number. */
const expectNoNumber = (body: string, phone: string) => {
  expect(body.replace(/\D/g, '')).not.toContain(phone)
  expect(body).not.toContain(phone.slice(0, 5))
}

describe('a tenant asks, the owner answers, the tenant sees it', () => {
  it('makes one enquiry thread per tenant and property, tells the operators, and counts unread on each side', async () => {
    const t = testApp()
    const asha = await tenant()
    const first = await ask(asha, 'Is there parking for a scooter?')
    expect(first).toMatchObject({ kind: 'enquiry', property_id: propertyId, unread: 0, number_shared: false, tenant_phone: null, can_reply: true })
    const again = await ask(asha, 'And is food included?')
    expect(again.thread_id).toBe(first.thread_id)
    expect(again.messages.map((m) => m.text)).toEqual(['Is there parking for a scooter?', 'And is food included?'])

    const told = await t.database.db.select().from(operatorNotifications).where(eq(operatorNotifications.operatorId, owner.id))
    expect(told.filter((n) => n.kind === 'message').map((n) => n.body)).toContain('Asha Verma: And is food included?')

    const list = await t.call(endpoints.listOperatorThreads, { query: { property_id: propertyId } }, owner.token)
    expect(list.statusCode, list.body).toBe(200)
    const row = list.json().data.find((r) => r.thread_id === first.thread_id)
    expect(row).toMatchObject({ other_name: 'Asha Verma', unread: 2, last_message: { text: 'And is food included?', from: 'tenant' } })
    const count = await t.call(endpoints.getOperatorUnreadCount, {}, owner.token)
    expect(count.json().unread_total).toBeGreaterThanOrEqual(2)

    const answered = await t.call(endpoints.sendOperatorMessage, { params: { threadId: first.thread_id }, body: { text: 'Yes, parking in the basement.' } }, owner.token)
    expect(answered.statusCode, answered.body).toBe(200)
    expect(answered.json().message).toBe(operatorMessages.replySent)
    const leadTold = await t.database.db.select().from(notifications).where(eq(notifications.leadId, asha.leadId))
    expect(leadTold.map((n) => n.kind)).toContain('message')

    expect((await t.post(endpoints.getUnreadMessageCount, { leadId: asha.leadId }, asha.token)).json().unread_total).toBe(1)
    const seen = await t.post(endpoints.getThread, { leadId: asha.leadId, thread_id: first.thread_id }, asha.token)
    const last = seen.json().data.messages.at(-1)
    expect(last).toMatchObject({ from: 'operator', text: 'Yes, parking in the basement.', mine: false })
    expect(last?.author_name).toBe(row?.property_name)
    const read = await t.post(endpoints.markThreadRead, { leadId: asha.leadId, thread_id: first.thread_id }, asha.token)
    expect(read.json().unread_total).toBe(0)

    // the owner's reply marked the property's side read up to it
    const after = await t.call(endpoints.getOperatorThread, { params: { threadId: first.thread_id } }, owner.token)
    expect(after.json().data.unread).toBe(0)
  })

  it('keeps one thread for a booking and starts it from the booking', async () => {
    const t = testApp()
    const booking = await requestedBooking(t, propertyId)
    const thread = await ask({ token: booking.tenantToken, leadId: booking.leadId }, 'When can I move in?', { booking_id: booking.bookingId })
    expect(thread).toMatchObject({ kind: 'booking', booking_id: booking.bookingId, property_id: propertyId })
    const again = await ask({ token: booking.tenantToken, leadId: booking.leadId }, 'Morning works.', { booking_id: booking.bookingId })
    expect(again.thread_id).toBe(thread.thread_id)
  })
})

describe('authorisation', () => {
  it('answers 403 to another tenant, for every call on the thread and its messages', async () => {
    const t = testApp()
    const asha = await tenant()
    const ravi = await tenant('Ravi Kumar')
    const thread = await ask(asha, 'Is the room still free?')
    const messageId = thread.messages[0]?.message_id ?? 0
    const own = { leadId: ravi.leadId, thread_id: thread.thread_id }
    for (const [endpoint, body] of [
      [endpoints.getThread, own], [endpoints.markThreadRead, own], [endpoints.shareThreadNumber, { ...own, share: true }],
      [endpoints.sendMessage, { ...own, text: 'Hello' }], [endpoints.reportMessage, { leadId: ravi.leadId, message_id: messageId }],
      // Asha's id in Ravi's call
      [endpoints.listThreads, { leadId: asha.leadId }], [endpoints.getThread, { leadId: asha.leadId, thread_id: thread.thread_id }],
    ] as const) {
      const res = await t.post(endpoint, body, ravi.token)
      expect(res.statusCode, `${endpoint.operationId}: ${res.body}`).toBe(403)
      expect(res.json()).toEqual({ message: messages.forbidden })
    }
    const ravis = await t.post(endpoints.listThreads, { leadId: ravi.leadId }, ravi.token)
    expect(ravis.json().data).toEqual([])
  })

  it('answers 404 to an operator of another property and to a manager no longer given it; a removed manager gets 401', async () => {
    const t = testApp()
    const asha = await tenant()
    const thread = await ask(asha, 'Do you allow guests?')
    const messageId = thread.messages[0]?.message_id ?? 0
    const params = { threadId: thread.thread_id }
    const refusedBy = async (token: string, status: number) => {
      for (const [endpoint, input] of [
        [endpoints.getOperatorThread, { params }], [endpoints.sendOperatorMessage, { params, body: { text: 'Hi' } }],
        [endpoints.markOperatorThreadRead, { params, body: {} }], [endpoints.reportOperatorMessage, { params: { messageId }, body: {} }],
      ] as const) {
        const res = await t.call(endpoint, input, token)
        expect(res.statusCode, `${endpoint.operationId}: ${res.body}`).toBe(status)
      }
    }
    await refusedBy(otherOwner.token, 404)
    const theirs = await t.call(endpoints.listOperatorThreads, { query: { property_id: propertyId } }, otherOwner.token)
    expect(theirs.statusCode).toBe(404)
    const all = await t.call(endpoints.listOperatorThreads, {}, otherOwner.token)
    expect(all.json().data.map((r) => r.thread_id)).not.toContain(thread.thread_id)

    // a manager the owner gives the property answers; moved to another property, the thread is not theirs
    const phone = nextPhone()
    const invited = await t.call(endpoints.inviteOperator, { body: { phone, name: 'Sunil Kumar', role: 'manager', property_ids: [propertyId] } }, owner.token)
    expect(invited.statusCode, invited.body).toBe(200)
    const managerId = invited.json().data.operator_id
    const manager = await signInOperator(t, phone)
    const answered = await t.call(endpoints.sendOperatorMessage, { params, body: { text: 'Guests until 9 pm.' } }, manager.token)
    expect(answered.statusCode, answered.body).toBe(200)
    expect(answered.json().data.messages.at(-1)).toMatchObject({ author_name: 'Sunil Kumar', mine: true })
    const otherOfOwner = owner.propertyIds[1] as number
    const moved = await t.call(endpoints.updateTeamMember, { params: { operatorId: managerId }, body: { property_ids: [otherOfOwner] } }, owner.token)
    expect(moved.statusCode, moved.body).toBe(200)
    await refusedBy(manager.token, 404)

    const removed = await t.call(endpoints.removeTeamMember, { params: { operatorId: managerId } }, owner.token)
    expect(removed.statusCode, removed.body).toBe(200)
    await refusedBy(manager.token, 401)
    expect((await t.call(endpoints.listOperatorThreads, {}, manager.token)).statusCode).toBe(401)
  })

  it('lets an admin read only reported threads, and write in none', async () => {
    const t = testApp()
    const asha = await tenant()
    const thread = await ask(asha, 'Is the deposit refundable?')
    const params = { threadId: thread.thread_id }
    expect((await t.call(endpoints.getOperatorThread, { params }, admin.token)).statusCode).toBe(404)
    const before = await t.call(endpoints.listOperatorThreads, {}, admin.token)
    expect(before.json().data.map((r) => r.thread_id)).not.toContain(thread.thread_id)

    const reply = await t.call(endpoints.sendOperatorMessage, { params, body: { text: 'Call me on 9000000000 and pay cash only' } }, owner.token)
    const offending = reply.json().data.messages.at(-1)?.message_id ?? 0
    const reported = await t.post(endpoints.reportMessage, { leadId: asha.leadId, message_id: offending, reason: 'Asks for cash' }, asha.token)
    expect(reported.statusCode, reported.body).toBe(200)
    expect(reported.json().message).toBe(messages.messageReported)
    const twice = await t.post(endpoints.reportMessage, { leadId: asha.leadId, message_id: offending }, asha.token)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe(messages.messageAlreadyReported)
    const own = await t.post(endpoints.reportMessage, { leadId: asha.leadId, message_id: thread.messages[0]?.message_id }, asha.token)
    expect(own.statusCode).toBe(409)
    expect(own.json().message).toBe(messages.cannotReportOwnMessage)

    const read = await t.call(endpoints.getOperatorThread, { params }, admin.token)
    expect(read.statusCode, read.body).toBe(200)
    expect(read.json().data).toMatchObject({ reported: true, can_reply: false })
    // the admin wrote none of it: the owner's reply reads as the owner's
    expect(read.json().data.messages.every((m) => !m.mine)).toBe(true)
    const listed = await t.call(endpoints.listOperatorThreads, {}, admin.token)
    expect(listed.json().data.map((r) => r.thread_id)).toContain(thread.thread_id)
    expect(listed.json().data.every((r) => r.reported)).toBe(true)
    const write = await t.call(endpoints.sendOperatorMessage, { params, body: { text: 'Admin here' } }, admin.token)
    expect(write.statusCode).toBe(403)
    expect(write.json().message).toBe(operatorMessages.adminReadsReportedOnly)
    // the tenant sees their report on the message
    const seen = await t.post(endpoints.getThread, { leadId: asha.leadId, thread_id: thread.thread_id }, asha.token)
    expect(seen.json().data.messages.find((m) => m.message_id === offending)?.reported).toBe(true)
  })
})

describe('numbers stay hidden', () => {
  it('never answers the tenant\'s number, and masks it in any text, in every answer, until the tenant shares it', async () => {
    const t = testApp()
    const asha = await tenant()
    const spaced = `+91 ${asha.phone.slice(0, 5)} ${asha.phone.slice(5)}`
    const dashed = `0${asha.phone.slice(0, 3)}-${asha.phone.slice(3, 6)}-${asha.phone.slice(6)}`
    const thread = await ask(asha, `Call me at ${spaced} or ${dashed}, or ${asha.phone}.`)
    const params = { threadId: thread.thread_id }
    await t.call(endpoints.sendOperatorMessage, { params, body: { text: `We will call ${asha.phone} today.` } }, owner.token)
    const answers = [
      await t.post(endpoints.getThread, { leadId: asha.leadId, thread_id: thread.thread_id }, asha.token),
      await t.post(endpoints.listThreads, { leadId: asha.leadId }, asha.token),
      await t.call(endpoints.getOperatorThread, { params }, owner.token),
      await t.call(endpoints.listOperatorThreads, { query: { property_id: propertyId } }, owner.token),
    ]
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200)
      expectNoNumber(res.body, asha.phone)
    }
    const detail = (await t.call(endpoints.getOperatorThread, { params }, owner.token)).json().data
    expect(detail.messages[0]?.text).toBe(`Call me at ${HIDDEN_NUMBER} or ${HIDDEN_NUMBER}, or ${HIDDEN_NUMBER}.`)
    expect(detail.tenant_phone).toBeNull()
    // nor in what the operators are told
    const told = await t.database.db.select().from(operatorNotifications).where(eq(operatorNotifications.operatorId, owner.id))
    for (const n of told) expectNoNumber(n.body, asha.phone)
    // other numbers stay as written
    const other = await ask(asha, 'My landlord is 9123456789', { thread_id: thread.thread_id })
    expect(other.messages.at(-1)?.text).toBe('My landlord is 9123456789')
  })

  it('masks a number the tenant typed as their name', async () => {
    const t = testApp()
    const phone = nextPhone()
    const who = await t.signIn(phone)
    await t.database.db.update(leads).set({ fullName: phone }).where(eq(leads.id, who.leadId))
    const thread = await ask(who, 'Hello')
    const res = await t.call(endpoints.getOperatorThread, { params: { threadId: thread.thread_id } }, owner.token)
    expectNoNumber(res.body, phone)
  })

  it('shows the number to the property once the tenant shares it, and hides it again', async () => {
    const t = testApp()
    const asha = await tenant()
    const thread = await ask(asha, `Please call ${asha.phone}`)
    const shared = await t.post(endpoints.shareThreadNumber, { leadId: asha.leadId, thread_id: thread.thread_id, share: true }, asha.token)
    expect(shared.statusCode, shared.body).toBe(200)
    expect(shared.json()).toMatchObject({ message: messages.numberShared, data: { number_shared: true, tenant_phone: null } })
    const params = { threadId: thread.thread_id }
    const seen = (await t.call(endpoints.getOperatorThread, { params }, owner.token)).json().data
    expect(seen).toMatchObject({ number_shared: true, tenant_phone: asha.phone })
    expect(seen.messages[0]?.text).toBe(`Please call ${asha.phone}`)
    await t.post(endpoints.shareThreadNumber, { leadId: asha.leadId, thread_id: thread.thread_id, share: false }, asha.token)
    expectNoNumber((await t.call(endpoints.getOperatorThread, { params }, owner.token)).body, asha.phone)
  })
})

describe('limits', () => {
  it('takes a message of 1,000 characters and refuses 1,001, an empty one, and one about nothing', async () => {
    const t = testApp()
    const asha = await tenant()
    const longest = 'a'.repeat(MESSAGE_TEXT_MAX)
    expect((await ask(asha, longest)).messages.at(-1)?.text).toBe(longest)
    for (const [body, message] of [
      [{ property_id: propertyId, text: 'a'.repeat(MESSAGE_TEXT_MAX + 1) }, messages.messageTextTooLong],
      [{ property_id: propertyId, text: '   ' }, messages.messageTextRequired],
      [{ text: 'Hello' }, messages.messageNeedsThread],
    ] as const) {
      const res = await t.post(endpoints.sendMessage, { leadId: asha.leadId, ...body }, asha.token)
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(message)
    }
    const thread = (await t.post(endpoints.listThreads, { leadId: asha.leadId }, asha.token)).json().data[0]
    const tooLong = await t.call(endpoints.sendOperatorMessage, { params: { threadId: thread?.thread_id ?? 0 }, body: { text: 'b'.repeat(MESSAGE_TEXT_MAX + 1) } }, owner.token)
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().message).toBe(messages.messageTextTooLong)
    const unknown = await t.post(endpoints.sendMessage, { leadId: asha.leadId, property_id: 2_000_000_000, text: 'Hi' }, asha.token)
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses the eleventh message in a minute with 429, and takes one again a minute later', async () => {
    const t = testApp()
    const asha = await tenant()
    const thread = await ask(asha, 'Message 1')
    for (let n = 2; n <= MESSAGES_PER_MINUTE; n++) await ask(asha, `Message ${n}`, { thread_id: thread.thread_id })
    const refused = await t.post(endpoints.sendMessage, { leadId: asha.leadId, thread_id: thread.thread_id, text: 'One too many' }, asha.token)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toBe(messages.messagesTooFast)
    // a refusal for another reason takes no slot and is not a 429
    const ravi = await tenant('Ravi Kumar')
    expect((await t.post(endpoints.sendMessage, { leadId: ravi.leadId, thread_id: thread.thread_id, text: 'x' }, ravi.token)).statusCode).toBe(403)
    t.clock.advance(61_000)
    expect((await ask(asha, 'After a minute', { thread_id: thread.thread_id })).messages.at(-1)?.text).toBe('After a minute')
  })
})
