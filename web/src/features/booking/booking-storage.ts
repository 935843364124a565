// The spec keeps the tenant and booking ids in local storage (spec section 3).
const TENANT_KEY = 'tenant_id'
const BOOKING_KEY = 'bookingId'

export function saveBookingIds(tenantId: number, bookingId: number) {
  localStorage.setItem(TENANT_KEY, String(tenantId))
  localStorage.setItem(BOOKING_KEY, String(bookingId))
}
