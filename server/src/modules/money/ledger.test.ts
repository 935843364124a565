import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { LEDGER_KINDS, account, entriesFor } from './ledger.ts'

// The ledger's rule, kind by kind: every transaction is a double entry that sums to zero, in whole paise,
// moving money between exactly two accounts. (token-flow.test.ts checks the rows in the database balance too,
// and the database refuses an unbalanced transaction or an edit.)

const parties = { leadId: 7, ownerId: 3 }

describe('the ledger', () => {
  it.each(LEDGER_KINDS)('%s sums to zero for any amount', (kind) => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000_000_00 }), fc.boolean(), (paise, fromHold) => {
      const entries = entriesFor(kind, paise, { ...parties, fromHold })
      expect(entries.reduce((sum, e) => sum + e.amountPaise, 0)).toBe(0)
      expect(entries).toHaveLength(2)
      expect(entries.every((e) => Number.isInteger(e.amountPaise) && e.amountPaise !== 0)).toBe(true)
    }))
  })

  it('moves the token where the product says: tenant → gateway → owner\'s hold → owner, or back to the tenant', () => {
    const moved = (kind: (typeof LEDGER_KINDS)[number], fromHold = false) => entriesFor(kind, 150_000, { ...parties, fromHold }).map((e) => [e.account, e.amountPaise])
    expect(moved('token_paid')).toEqual([[account.tenant(7), -150_000], [account.gateway, 150_000]])
    expect(moved('token_held')).toEqual([[account.gateway, -150_000], [account.ownerHold(3), 150_000]])
    expect(moved('token_released')).toEqual([[account.ownerHold(3), -150_000], [account.owner(3), 150_000]])
    expect(moved('token_refunded', true)).toEqual([[account.ownerHold(3), -150_000], [account.tenant(7), 150_000]])
    expect(moved('token_refunded')).toEqual([[account.gateway, -150_000], [account.tenant(7), 150_000]])
  })

  it('a paid, held, partly refunded and released token leaves nothing with the platform', () => {
    const all = [
      ...entriesFor('token_paid', 100_000, parties), ...entriesFor('token_held', 100_000, parties),
      ...entriesFor('token_refunded', 50_000, { ...parties, fromHold: true }), ...entriesFor('token_released', 50_000, parties),
    ]
    const balance = (name: string) => all.filter((e) => e.account === name).reduce((sum, e) => sum + e.amountPaise, 0)
    expect(balance(account.gateway)).toBe(0)
    expect(balance(account.ownerHold(3))).toBe(0)
    expect(balance(account.tenant(7))).toBe(-50_000)
    expect(balance(account.owner(3))).toBe(50_000)
  })
})
