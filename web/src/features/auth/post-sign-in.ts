import type { Gender } from '@basera/contract/constants'
import type { LeadProfile } from '@basera/contract/leads'

interface ProfileSearch {
  cityId: number
  localityId: number
  gender: Gender
  min: number
  max: number
}

export type SignInStep =
  | { kind: 'next'; path: string }
  | { kind: 'city' }
  | { kind: 'localities' }
  | { kind: 'filters' }
  | { kind: 'search'; search: ProfileSearch }

/** A `next` target is followed only when it is a path inside this app (no other host, no loop). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null
  if (/[\p{Cc}\\]/u.test(next)) return null
  if (next === '/login' || next.startsWith('/login/') || next.startsWith('/login?')) return null
  return next
}

/** Where a lead goes after sign-in: back to `next`, else by profile completeness (spec section 4). */
export function stepAfterSignIn(profile: LeadProfile, next: string | null | undefined): SignInStep {
  const path = safeNextPath(next)
  if (path) return { kind: 'next', path }
  if (profile.pref_city_id === null) return { kind: 'city' }
  if (profile.pref_locality_id === null) return { kind: 'localities' }
  const { gender, pref_budget_min_range: min, pref_budget_max_range: max } = profile
  if (gender === 'GENDER_UNSPECIFIED' || min === null || max === null) return { kind: 'filters' }
  return { kind: 'search', search: { cityId: profile.pref_city_id, localityId: profile.pref_locality_id, gender, min, max } }
}

/** A sign-in step's path that carries `next` along. */
export function withNext(path: string, next: string | null | undefined, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra)
  if (next) params.set('next', next)
  const query = params.toString()
  return query ? `${path}?${query}` : path
}
