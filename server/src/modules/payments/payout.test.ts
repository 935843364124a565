import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import * as endpoints from '@basera/contract/endpoints'
import { moneyMessages } from '@basera/contract/payout'
import { ADMIN_PHONE, MANAGER_PHONES } from '../operator-access/test-fixtures.ts'
import { useTestApp } from '../../test/helper.ts'
import { operatorOf, ownerOf, sandboxSettings } from './test-payments.ts'

// Owners' payout accounts: linked accounts at the gateway (the sandbox's Route onboarding). Owners and admins
// only, never managers; every field checked with a sentence; the account number never answered whole; the
// gateway's activation decides whether the owner's bookings ask for the token.

const testApp = useTestApp()

const valid = {
  legal_name: 'Neha Sharma', business_type: 'individual', pan: 'abcde1234f', bank_account_number: '123456789012', ifsc: 'hdfc0001234',
  email: 'neha@example.in', street: '12, Lajpat Nagar II', city: 'New Delhi', state: 'Delhi', postal_code: '110024',
}

describe(`GET ${endpoints.getPayoutAccount.path}`, () => {
  it('shows a seeded owner their active account with the number masked; the owner without one gets null', async () => {
    const t = testApp()
    const active = await t.call(endpoints.getPayoutAccount, {}, (await ownerOf(t, 0)).token)
    expect(active.statusCode, active.body).toBe(200)
    expect(active.json().data).toMatchObject({ status: 'activated', takes_payments: true, bank_account_number: 'XXXXXXXX4321', ifsc: 'HDFC0001234' })
    const none = await t.call(endpoints.getPayoutAccount, {}, (await ownerOf(t, 2)).token)
    expect(none.json()).toEqual({ success: true, data: null })
  })

  it('refuses managers (403), and asks an admin which owner', async () => {
    const t = testApp()
    const manager = await operatorOf(t, MANAGER_PHONES[0])
    const refused = await t.call(endpoints.getPayoutAccount, {}, manager.token)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ message: moneyMessages.payoutOwnersOnly })
    expect((await t.call(endpoints.savePayoutAccount, { body: valid }, manager.token)).statusCode).toBe(403)
    const admin = await operatorOf(t, ADMIN_PHONE)
    expect((await t.call(endpoints.getPayoutAccount, {}, admin.token)).json()).toEqual({ message: moneyMessages.payoutChooseOwner })
    const owner = await ownerOf(t, 1)
    const seen = await t.call(endpoints.getPayoutAccount, { query: { owner_operator_id: owner.id } }, admin.token)
    expect(seen.json().data).toMatchObject({ owner_operator_id: owner.id, status: 'activated' })
    expect((await t.call(endpoints.getPayoutAccount, { query: { owner_operator_id: manager.id } }, admin.token)).json()).toEqual({ message: moneyMessages.payoutNotAnOwner })
    // an owner asking for another owner's account
    expect((await t.call(endpoints.getPayoutAccount, { query: { owner_operator_id: owner.id } }, (await ownerOf(t, 0)).token)).statusCode).toBe(403)
  })
})

describe(`POST ${endpoints.savePayoutAccount.path}`, () => {
  it.each([
    ['a short legal name', { legal_name: 'Ab' }, moneyMessages.legalNameRequired],
    ['no business type', { business_type: 'company' }, moneyMessages.businessTypeRequired],
    ['a PAN of the wrong shape', { pan: 'ABCD12345F' }, moneyMessages.panInvalid],
    ['an account number with letters', { bank_account_number: '12345678A' }, moneyMessages.accountNumberInvalid],
    ['an account number too short', { bank_account_number: '12345678' }, moneyMessages.accountNumberInvalid],
    ['an IFSC without the zero', { ifsc: 'HDFC1001234' }, moneyMessages.ifscInvalid],
    ['an email without @', { email: 'neha.example.in' }, moneyMessages.emailInvalid],
    ['a PIN code of 5 digits', { postal_code: '11002' }, moneyMessages.postalCodeInvalid],
  ])('refuses %s with its sentence', async (_label, change, message) => {
    const t = testApp()
    const res = await t.call(endpoints.savePayoutAccount, { body: { ...valid, ...change } }, (await ownerOf(t, 2)).token)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ message })
  })

  it('onboards the owner at the gateway: activated, their rooms with a token now ask for it', async () => {
    const t = testApp()
    const owner = await ownerOf(t, 2)
    const propertyId = owner.propertyIds[0] as number
    await t.database.db.execute(sql`update room_options set token_amount = 1000 where property_id = ${propertyId}`)
    const before = (await t.post(endpoints.getRoomOptions, { propertyId })).json().data
    expect(before.every((o) => o.token_amount === 0)).toBe(true)
    const saved = await t.call(endpoints.savePayoutAccount, { body: valid }, owner.token)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ message: moneyMessages.payoutSaved, data: { status: 'activated', takes_payments: true, pan: 'ABCDE1234F', ifsc: 'HDFC0001234', bank_account_number: 'XXXXXXXX9012' } })
    expect(saved.body).not.toContain('123456789012')
    const after = (await t.post(endpoints.getRoomOptions, { propertyId })).json().data
    expect(after.every((o) => o.token_amount === 1000)).toBe(true)
  })

  it('a PAN the gateway\'s checks hold back stays under review: no payments yet; a gateway down saves nothing', async () => {
    const t = testApp()
    const admin = await operatorOf(t, ADMIN_PHONE)
    const owner = await ownerOf(t, 1)
    // the sandbox holds back PANs whose digits are 0000
    const held = await t.call(endpoints.savePayoutAccount, { body: { ...valid, pan: 'ABCDE0000F', owner_operator_id: owner.id } }, admin.token)
    expect(held.json().data).toMatchObject({ status: 'needs_clarification', takes_payments: false })
    await sandboxSettings(t, { fail_api: true })
    const down = await t.call(endpoints.savePayoutAccount, { body: { ...valid, owner_operator_id: owner.id } }, admin.token)
    expect(down.statusCode).toBe(503)
    expect(down.json()).toEqual({ message: moneyMessages.payoutGatewayUnavailable })
    // the stored status is answered while the gateway is away
    expect((await t.call(endpoints.getPayoutAccount, { query: { owner_operator_id: owner.id } }, admin.token)).json().data).toMatchObject({ status: 'needs_clarification' })
    await sandboxSettings(t, { fail_api: false })
  })
})
