import { describe, expect, it } from 'vitest'
import type { LeadProfile } from '@basera/contract/leads'
import { safeNextPath, stepAfterSignIn } from './post-sign-in'

const complete: LeadProfile = {
  leadId: 1,
  full_name: null,
  email: null,
  phone_number: '9876543210',
  gender: 'GENDER_FEMALE',
  dob: null,
  pref_budget_min_range: 3000,
  pref_budget_max_range: 9000,
  pref_city_name: 'Noida',
  pref_city_id: 2,
  pref_locality_name: 'Sector 62',
  pref_locality_id: 7,
  language: null,
}

describe('routing after sign-in', () => {
  it('no city → city', () => {
    expect(stepAfterSignIn({ ...complete, pref_city_id: null, pref_city_name: null }, null)).toEqual({ kind: 'city' })
  })
  it('city without locality → localities', () => {
    expect(stepAfterSignIn({ ...complete, pref_locality_id: null }, null)).toEqual({ kind: 'localities' })
  })
  it.each([
    ['gender', { gender: 'GENDER_UNSPECIFIED' as const }],
    ['minimum budget', { pref_budget_min_range: null }],
    ['maximum budget', { pref_budget_max_range: null }],
  ])('missing %s → filters', (_, change) => {
    expect(stepAfterSignIn({ ...complete, ...change }, null)).toEqual({ kind: 'filters' })
  })
  it('all present → search with the profile filter', () => {
    expect(stepAfterSignIn(complete, null)).toEqual({
      kind: 'search',
      search: { cityId: 2, localityId: 7, gender: 'GENDER_FEMALE', min: 3000, max: 9000 },
    })
  })
  it('a safe next wins over completeness', () => {
    expect(stepAfterSignIn({ ...complete, pref_city_id: null }, '/property/4/rooms')).toEqual({ kind: 'next', path: '/property/4/rooms' })
  })
  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'property/4', '/login?next=/x', '/login/verify', ''])(
    'ignores an unsafe next %s',
    (next) => {
      expect(safeNextPath(next)).toBeNull()
      expect(stepAfterSignIn(complete, next).kind).toBe('search')
    },
  )
  it('keeps query strings of a safe next', () => {
    expect(safeNextPath('/search?gender=GENDER_MALE&min=2000')).toBe('/search?gender=GENDER_MALE&min=2000')
  })
})
