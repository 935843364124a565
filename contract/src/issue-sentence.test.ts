import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { issueSentence, isLibraryText } from './issue-sentence.ts'

const first = (schema: z.ZodType, value: unknown) => {
  const issue = schema.safeParse(value).error?.issues[0]
  if (!issue) throw new Error('no issue')
  return issueSentence(issue)
}
const NO_LIBRARY_TEXT = /\bexpected\b|Too (big|small)|Invalid input/

describe('issueSentence', () => {
  const body = z.object({
    unit_rent: z.number().int().min(0).max(10_000_000),
    total_rooms: z.number().int().min(1),
    highlights: z.array(z.string()).max(2),
    name: z.string().min(1),
    kind: z.enum(['a', 'b']),
    fees: z.array(z.object({ amount: z.number().min(0) })),
  })
  const valid = { unit_rent: 9500, total_rooms: 2, highlights: [], name: 'x', kind: 'a', fees: [] }

  it.each([
    [{ unit_rent: 99_999_999 }, 'Monthly rent can be at most ₹1,00,00,000.'],
    [{ unit_rent: -500 }, 'Monthly rent must be at least ₹0.'],
    [{ unit_rent: 9500.5 }, 'Monthly rent must be a whole number.'],
    [{ unit_rent: 'abc' }, 'Monthly rent must be a number.'],
    [{ total_rooms: 0 }, 'Total rooms must be at least 1.'],
    [{ highlights: ['a', 'b', 'c'] }, 'Highlights can have at most 2 items.'],
    [{ name: '' }, 'Name is required.'],
    [{ kind: 'c' }, 'Choose a valid value for kind.'],
    [{ fees: [{ amount: -1 }] }, 'The amount must be at least ₹0.'],
  ])('%j → %s', (change, sentence) => {
    const text = first(body, { ...valid, ...change })
    expect(text).toBe(sentence)
    expect(text).not.toMatch(NO_LIBRARY_TEXT)
  })

  it('keeps a message of our own', () => {
    expect(first(z.object({ pincode: z.string().regex(/^\d{6}$/, 'Pincode must be 6 digits') }), { pincode: '1' })).toBe('Pincode must be 6 digits')
  })

  it('knows the library\'s wording from a sentence', () => {
    expect(isLibraryText('Too big: expected number to be <=10000000')).toBe(true)
    expect(isLibraryText('Too small: expected number to be >=0')).toBe(true)
    expect(isLibraryText('Invalid input: expected number, received string')).toBe(true)
    expect(isLibraryText('Unexpected Application Error!')).toBe(false)
    expect(isLibraryText('Rent must be more than ₹0')).toBe(false)
  })
})

describe('ids', () => {
  it('any way of getting an id wrong reads the same', () => {
    const body = z.object({ propertyId: z.number().int().positive(), room_option_id: z.number().int().positive(), PROPERTY_ID: z.number() })
    const valid = { propertyId: 1, room_option_id: 1, PROPERTY_ID: 1 }
    expect(first(body, { ...valid, propertyId: 'abc' })).toBe('That is not a valid property.')
    expect(first(body, { ...valid, propertyId: 0 })).toBe('That is not a valid property.')
    expect(first(body, { ...valid, room_option_id: -1 })).toBe('That is not a valid room option.')
    expect(first(body, { ...valid, PROPERTY_ID: 'x' })).toBe('That is not a valid property.')
  })
})

describe('the lead\'s own id', () => {
  it('reads as the account', () => {
    expect(first(z.object({ leadId: z.number().positive() }), { leadId: 0 })).toBe('That is not a valid account.')
  })
})
