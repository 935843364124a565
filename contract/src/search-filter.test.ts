import { describe, expect, it } from 'vitest'
import { SearchPropertiesBody } from './properties.ts'
import { bodyOfFilter, filterFromBody, parseSearchParams, serialiseSearchFilter, type SearchFilter } from './search-filter.ts'

const parse = (query: string) => parseSearchParams(new URLSearchParams(query))
const throughBody = (filter: SearchFilter) => filterFromBody(SearchPropertiesBody.parse(bodyOfFilter(filter)))

describe('one search filter', () => {
  it('is the same filter from its URL and from its search body', () => {
    const filter: SearchFilter = {
      cityId: 1, localityIds: [5, 7], gender: 'GENDER_FEMALE', min: 2000, max: 12000, placeId: 'cyber-city', sort: 'price_asc',
      sharing: [1, 4], food: true, ac: true, bathroom: true, furnishing: 'fully_furnished', availableFrom: '2026-12-20',
    }
    const query = serialiseSearchFilter(filter)
    expect(query).toBe('city=1&localities=5,7&gender=GENDER_FEMALE&min=2000&max=12000&place=cyber-city&sharing=1,4&food=1&ac=1&bath=1&furnishing=fully_furnished&from=2026-12-20&sort=price_asc')
    expect(parse(query)).toEqual(filter)
    expect(throughBody(filter)).toEqual(filter)
  })

  it('leaves out a sort the search implies: cheapest first, or nearest first near a place', () => {
    expect(parse('min=1000&max=9000&sort=price_asc')).toEqual({ localityIds: [], min: 1000, max: 9000 })
    expect(parse('place=cyber-city&sort=distance')).toEqual({ localityIds: [], min: 2000, max: 8000, placeId: 'cyber-city' })
    // nearest first needs a point
    expect(parse('sort=distance').sort).toBeUndefined()
    expect(filterFromBody(SearchPropertiesBody.parse({ sort: 'rent' }))).toEqual({ localityIds: [], min: 1000, max: 30000 })
  })

  it('drops bad or no-preference choices from a URL, never throws', () => {
    expect(parse('sharing=0,9,x&food=0&ac=yes&bath=&furnishing=Fancy&from=2026-02-30&sort=cheapest')).toEqual({ localityIds: [], min: 2000, max: 8000 })
    expect(parse('sharing=4,2,2').sharing).toEqual([2, 4])
  })

  it('reads false in a body as no preference', () => {
    expect(filterFromBody(SearchPropertiesBody.parse({ food_included: false, ac: false, attached_bathroom: false, sharing: [] }))).toEqual({ localityIds: [], min: 1000, max: 30000 })
  })
})
