import type { PropertyDetail, RoomOption } from '@basera/contract/properties'

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`)

/** The property's rating, which counts real stays only (a sample review never does), and none without one. */
function realRating(property: PropertyDetail) {
  if (property.rating === null || property.review_count === 0) return undefined
  return { '@type': 'AggregateRating', ratingValue: Number(property.rating.toFixed(1)), reviewCount: property.review_count, bestRating: 5, worstRating: 1 }
}

/**
 * schema.org data of a property page: the place (address, position, photos), its price range and one offer per
 * room option (monthly rent per bed, whether a bed is free).
 */
export function propertyStructuredData(property: PropertyDetail, rooms: readonly RoomOption[], url: string, origin: string): object {
  const rents = rooms.map((room) => room.unit_rent)
  const low = rents.length > 0 ? Math.min(...rents) : property.minimum_rent
  const high = rents.length > 0 ? Math.max(...rents) : property.minimum_rent
  const rating = realRating(property)
  return {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    '@id': url,
    name: property.property_name,
    url,
    description: property.description,
    image: property.photos.map((photo) => absolute(origin, photo)),
    address: {
      '@type': 'PostalAddress',
      streetAddress: property.address,
      addressLocality: property.locality_name,
      addressRegion: property.city_name,
      postalCode: property.pincode,
      addressCountry: 'IN',
    },
    ...(property.latitude !== null && property.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: property.latitude, longitude: property.longitude } }
      : {}),
    priceRange: low === high ? `₹${low} per month` : `₹${low}–₹${high} per month`,
    amenityFeature: property.features.map((feature) => ({ '@type': 'LocationFeatureSpecification', name: feature.feature_name, value: true })),
    makesOffer: rooms.map((room) => ({
      '@type': 'Offer',
      name: `${room.room_type_name} Sharing`,
      price: room.unit_rent,
      priceCurrency: 'INR',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: room.unit_rent, priceCurrency: 'INR', unitCode: 'MON', referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' } },
      availability: room.available_rooms > 0 ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
      url: `${url}/rooms`,
    })),
    ...(rating ? { aggregateRating: rating } : {}),
  }
}
