import { describe, expect, it } from 'vitest'
import { cityBySlug, localityPagePath, propertyPagePath, slugOf } from './seo.ts'

describe('public paths', () => {
  it('slugs names into lowercase hyphenated words', () => {
    expect(slugOf('Lajpat Nagar')).toBe('lajpat-nagar')
    expect(slugOf('  DLF Phase 3 ')).toBe('dlf-phase-3')
    expect(slugOf("Lotus Living Boys' PG, Saket")).toBe('lotus-living-boys-pg-saket')
    expect(slugOf('कमरा')).toBe('')
  })

  it('writes the canonical property and locality paths', () => {
    expect(propertyPagePath(163, 'Lotus Living Boys PG')).toBe('/property/163-lotus-living-boys-pg')
    expect(propertyPagePath(7, 'कमरा')).toBe('/property/7')
    expect(localityPagePath('Delhi', 'Saket')).toBe('/pg-in/delhi/saket')
    expect(cityBySlug('gurugram')?.city_id).toBe(3)
    expect(cityBySlug('mumbai')).toBeUndefined()
  })
})
