// The spec's session keys for the property a visitor is about to book (spec section 3).
const PROPERTY_ID_KEY = 'property_id'
const PROPERTY_NAME_KEY = 'property_name'

export function storeSelectedProperty(propertyId: number, propertyName: string) {
  sessionStorage.setItem(PROPERTY_ID_KEY, String(propertyId))
  sessionStorage.setItem(PROPERTY_NAME_KEY, propertyName)
}
