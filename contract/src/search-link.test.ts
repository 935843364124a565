import { describe, expect, it } from 'vitest'
import { hasFilterParams, parseSearchParams, serialiseSearchFilter, type SearchFilter } from './search-filter.ts'
import { resultsViewOf, searchBodyFor, searchPath } from './search-link.ts'

const parse = (query: string) => parseSearchParams(new URLSearchParams(query))

describe('search URL', () => {
  it('round-trips a full filter', () => {
    const filter: SearchFilter = { cityId: 2, localityIds: [5, 7], gender: 'GENDER_FEMALE', min: 2000, max: 8000 }
    const query = serialiseSearchFilter(filter)
    expect(query).toBe('city=2&localities=5,7&gender=GENDER_FEMALE&min=2000&max=8000')
    expect(parse(query)).toEqual(filter)
  })

  it('round-trips a filter without city, localities or gender', () => {
    const filter: SearchFilter = { localityIds: [], min: 1000, max: 30000 }
    expect(parse(serialiseSearchFilter(filter))).toEqual(filter)
    expect(searchPath(filter)).toBe('/search?min=1000&max=30000')
  })

  it('reads an encoded comma as written by URLSearchParams', () => {
    expect(parse('localities=5%2C7&gender=GENDER_MALE').localityIds).toEqual([5, 7])
  })

  it.each([
    ['min=abc&max=8000', { min: 2000, max: 8000 }],
    ['min=9000&max=3000', { min: 2000, max: 8000 }],
    ['min=-5&max=1e9', { min: 2000, max: 8000 }],
    ['min=3000', { min: 3000, max: 8000 }],
    ['min=4000&max=4000', { min: 4000, max: 4000 }],
  ])('bad or partial budget %s falls back to defaults', (query, expected) => {
    expect(parse(query)).toMatchObject(expected)
  })

  it('drops bad locality ids, duplicates, unknown genders and cities', () => {
    const filter = parse('localities=5,x,0,7,5,,-3&gender=GENDER_ROBOT&city=9')
    expect(filter).toEqual({ localityIds: [5, 7], min: 2000, max: 8000 })
  })

  it('accepts lower-case genders', () => {
    expect(parse('gender=female').gender).toBe('GENDER_FEMALE')
    expect(parse('gender=gender_other').gender).toBe('GENDER_OTHER')
  })

  it('round-trips near a metro and near a place; a place asks the server for nearest first', () => {
    const filter: SearchFilter = { cityId: 3, localityIds: [], min: 2000, max: 8000, metroKm: 0.5, placeId: 'cyber-city' }
    const query = serialiseSearchFilter(filter)
    expect(query).toBe('city=3&min=2000&max=8000&metro=0.5&place=cyber-city')
    expect(parse(query)).toEqual(filter)
    expect(searchBodyFor(filter, 0)).toMatchObject({ metro_within_km: 0.5, near_place_id: 'cyber-city', sort: 'distance' })
    expect(searchBodyFor({ localityIds: [], min: 2000, max: 8000 }, 0)).not.toHaveProperty('sort')
  })

  it('drops a bad metro distance or place id', () => {
    expect(parse('metro=0&place=Cyber%20City!')).toEqual({ localityIds: [], min: 2000, max: 8000 })
    expect(parse('metro=25').metroKm).toBeUndefined()
  })

  it('knows when the URL has no filter at all', () => {
    expect(hasFilterParams(new URLSearchParams(''))).toBe(false)
    expect(hasFilterParams(new URLSearchParams('utm=x'))).toBe(false)
    expect(hasFilterParams(new URLSearchParams('gender=GENDER_MALE'))).toBe(true)
  })

  it('keeps the map view in the URL, apart from the filter, the search body and its cache key', () => {
    const filter: SearchFilter = { cityId: 1, localityIds: [], min: 2000, max: 8000, food: true }
    const path = searchPath(filter, 'map')
    expect(path).toBe('/search?city=1&min=2000&max=8000&food=1&view=map')
    const params = new URLSearchParams(path.slice('/search?'.length))
    expect(resultsViewOf(params)).toBe('map')
    // the same filter (and so the same body) as the list's URL: one search, one cached answer
    expect(parseSearchParams(params)).toEqual(filter)
    expect(searchBodyFor(parseSearchParams(params), 0)).toEqual(searchBodyFor(filter, 0))
    expect(searchBodyFor(parseSearchParams(params), 0)).not.toHaveProperty('view')
    expect(searchPath(filter, 'list')).toBe(searchPath(filter))
    expect(resultsViewOf(new URLSearchParams('view=satellite'))).toBe('list')
    expect(hasFilterParams(new URLSearchParams('view=map'))).toBe(false)
  })
})
