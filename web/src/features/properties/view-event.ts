import type { PropertyCard } from '@basera/contract/properties'

export interface VisitorChoices {
  gender: string | null
  cityName: string | null
  localityNames: string[]
  min: number | null
  max: number | null
}

/** VIEW_PROPERTY with the visitor's real choices (the spec's client sent fixed samples). */
export function viewPropertyParams(
  choices: VisitorChoices,
  property: Pick<PropertyCard, 'city_name' | 'locality_name' | 'property_id'>,
): Record<string, string> {
  return {
    PROPERTY_ID: String(property.property_id),
    GENDER: choices.gender ?? '',
    STATE: 'Delhi NCR',
    CITY: choices.cityName ?? property.city_name,
    LOCALITY: (choices.localityNames.length > 0 ? choices.localityNames.join(', ') : property.locality_name).slice(0, 200),
    MAXAMOUNT: choices.max !== null ? String(choices.max) : '',
    MINAMOUNT: choices.min !== null ? String(choices.min) : '',
  }
}
