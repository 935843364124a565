import { describe, expect, it } from 'vitest'
import { recentSearchHref } from './search-link'

describe('recentSearchHref', () => {
  it('puts the search filter in the URL', () => {
    const href = recentSearchHref({
      search_id: 1,
      city_id: 2,
      locality_ids: [21, 22],
      locality_names: ['Sector 62', 'Sector 63'],
      gender: 'GENDER_FEMALE',
      min_amount: 3000,
      max_amount: 12000,
      created_at: '2026-11-22T10:00:00Z',
    })
    expect(href).toBe('/search?localities=21,22&gender=GENDER_FEMALE&min=3000&max=12000&city=2')
  })

  it('leaves out what the search did not set', () => {
    const href = recentSearchHref({
      search_id: 2,
      city_id: null,
      locality_ids: [],
      locality_names: [],
      gender: 'GENDER_UNSPECIFIED',
      min_amount: 1000,
      max_amount: 30000,
      created_at: '2026-11-22T10:00:00Z',
    })
    expect(href).toBe('/search?min=1000&max=30000')
  })
})
