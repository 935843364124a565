import { describe, expect, it } from 'vitest'
import type { PropertyDetail, Review } from '@basera/contract/properties'
import { sampleRoom } from '../features/booking/components/sample-room.test-utils'
import { sampleProperty } from '../features/properties/components/sample-property.test-utils'
import { propertyStructuredData } from './structured-data'

const review = (rating: number, isSample: boolean): Review => ({
  id: rating, name: 'Riya', rating, title: 'Good stay', description: 'Clean rooms and a helpful warden.', created_at: '2026-10-01T10:00:00Z',
  is_sample: isSample, stay: isSample ? null : { from: '2026-03-01', to: null }, reply: null,
})
const detail = (reviews: Review[]): PropertyDetail =>
  ({ ...sampleProperty, ownership: 'Owner managed', description: 'A quiet PG.', highlights: [], reviews, refundable_amount: 13000, is_shortlisted: false, contact_name: null, contact_phone: null, contact_is_sample: false, cancellation_terms: [], rent_day: null, late_fee: null })

const url = 'https://basera.example/property/42-asha-residency'
type Data = { '@type': string; name: string; address: Record<string, string>; geo: { latitude: number }; image: string[]; priceRange: string; makesOffer: { price: number; priceCurrency: string; availability: string }[]; aggregateRating?: { ratingValue: number; reviewCount: number } }

describe('a property page\'s structured data', () => {
  it('names the place, where it is, its photos and an offer per room option', () => {
    const data = propertyStructuredData(detail([]), [sampleRoom, { ...sampleRoom, room_option_id: 151, unit_rent: 12000, available_rooms: 0 }], url, 'https://basera.example') as Data
    expect(data['@type']).toBe('LodgingBusiness')
    expect(data.name).toBe('Asha Residency')
    expect(data.address).toMatchObject({ addressLocality: 'Sector 62', addressRegion: 'Noida', postalCode: '201309', addressCountry: 'IN' })
    expect(data.geo.latitude).toBe(28.62)
    expect(data.image[0]).toBe('https://basera.example/media/properties/property-01.webp')
    expect(data.priceRange).toBe('₹8500–₹12000 per month')
    expect(data.makesOffer.map((o) => [o.price, o.priceCurrency, o.availability])).toEqual([
      [8500, 'INR', 'https://schema.org/InStock'],
      [12000, 'INR', 'https://schema.org/SoldOut'],
    ])
  })

  it('rates from the property\'s rating of real stays, and not at all without one (samples listed or not)', () => {
    const unrated = { ...detail([review(5, true), review(4, true)]), rating: null, review_count: 0 }
    expect((propertyStructuredData(unrated, [sampleRoom], url, 'https://basera.example') as Data).aggregateRating).toBeUndefined()
    const rated = { ...detail([review(5, true), review(4, false), review(3, false)]), rating: 3.5, review_count: 2 }
    expect((propertyStructuredData(rated, [sampleRoom], url, 'https://basera.example') as Data).aggregateRating).toMatchObject({ ratingValue: 3.5, reviewCount: 2 })
  })
})
