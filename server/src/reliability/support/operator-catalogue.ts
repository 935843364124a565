import type { Endpoint as TableEndpoint } from '@basera/contract/endpoint'
import * as endpoints from '@basera/contract/endpoints'
import { newProperty, newRoomOption } from '../../modules/operator-listings/test-listings.ts'
import type { Body, Method } from './catalogue.ts'

// The operator console's calls, as the sweeps aim them: path parameters and a valid body for an owner's
// property. The tenant calls are in catalogue.ts; the authorisation test checks both lists against the routes.

let rent = 20_000

/** An owner's property and one of its photos and room options: what each call is aimed at. */
export interface Target { propertyId: number; photoId: number; roomOptionId: number; photoIds: number[] }

export interface OperatorCall {
  endpoint: TableEndpoint & { method: Method | 'DELETE' }
  params: (t: Target) => Record<string, number>
  body?: (t: Target) => Body
  /** Changes prices or publishing, the owner's decisions: a manager given the property is refused with 403. */
  priced?: boolean
}

/** The console's listings calls (issue 15), swept by operator-listings.test.ts. */
export const listingsCalls: OperatorCall[] = [
  { endpoint: endpoints.getOperatorProperty, params: (t) => ({ propertyId: t.propertyId }) },
  { endpoint: endpoints.createProperty, params: () => ({}), body: () => ({ ...newProperty(3) }) },
  { endpoint: endpoints.updateProperty, params: (t) => ({ propertyId: t.propertyId }), body: () => ({ property_name: 'Taken Over', published: false, rent_day: 5, late_fee: { grace_days: 3, amount: 200 } }), priced: true },
  // before the upload below adds a photo the order would leave out
  { endpoint: endpoints.reorderPropertyPhotos, params: (t) => ({ propertyId: t.propertyId }), body: (t) => ({ photo_ids: [...t.photoIds].reverse() }) },
  { endpoint: endpoints.uploadPropertyPhoto, params: (t) => ({ propertyId: t.propertyId }) },
  { endpoint: endpoints.deletePropertyPhoto, params: (t) => ({ propertyId: t.propertyId, photoId: t.photoId }) },
  { endpoint: endpoints.createRoomOption, params: (t) => ({ propertyId: t.propertyId }), body: () => ({ ...newRoomOption() }), priced: true },
  // a new rent each time: the same rent again is no price change, which a manager may send; confirmed, as a
  // change of more than 30% must be
  { endpoint: endpoints.updateRoomOption, params: (t) => ({ roomOptionId: t.roomOptionId }), body: () => ({ unit_rent: ++rent, available_rooms: 0, confirm_large_change: true }), priced: true },
  { endpoint: endpoints.confirmAvailability, params: (t) => ({ propertyId: t.propertyId }), body: () => ({}) },
]

/** "METHOD /path" (OpenAPI style) of every operator call listed here. */
export const operatorOperations = () => listingsCalls.map((c) => `${c.endpoint.method} ${c.endpoint.path.replace(/:(\w+)/g, '{$1}')}`)
