import type { Endpoint } from './endpoint.ts'
import { HomeSectionsBody, HomeSectionsReply } from './engagement.ts'
import { GetPrefLocalitiesBody, GetPrefLocalitiesReply } from './localities.ts'
import { PropertyByIdBody, PropertyByIdReply, PropertyListReply, RoomOptionsReply, SearchPropertiesBody, SearchPropertiesReply, SimilarPropertiesBody } from './properties.ts'
import { PlacesReply } from './places.ts'

// A part of the endpoint table (endpoints.ts re-exports it: the server and tests see one table). A module per feature
// because a bundle keeps every entry a chunk uses in the chunk of the module that declares it: the web imports the
// feature's module, so a screen's chunks carry only its calls and the first load only the calls its own code makes.
// What a visitor reads: the public pages' data (home, search, a property and its rooms, localities, places). The
// pages' loaders run in the first load, so these entries ride in it; keep writes and signed-in reads out of this module.

export const getPrefLocalities = { method: 'POST', path: '/api/leads/v1/get-pref-localities', operationId: 'getPrefLocalities', access: 'public', tag: 'localities', body: GetPrefLocalitiesBody, reply: GetPrefLocalitiesReply } as const satisfies Endpoint
// answered pre-encoded (cached JSON text): properties/routes.test.ts parses it with this reply schema
export const searchProperties = { method: 'POST', path: '/api/leads/v1/fetch-property-by-filters', operationId: 'searchProperties', access: 'public', tag: 'properties', body: SearchPropertiesBody, reply: SearchPropertiesReply } as const satisfies Endpoint
export const getPropertyById = { method: 'POST', path: '/api/leads/v1/get-property-by-id', operationId: 'getPropertyById', access: 'public', tag: 'properties', body: PropertyByIdBody, reply: PropertyByIdReply } as const satisfies Endpoint
export const getRoomOptions = { method: 'POST', path: '/api/leads/v1/get-room-options-by-id', operationId: 'getRoomOptions', access: 'public', tag: 'properties', body: PropertyByIdBody, reply: RoomOptionsReply } as const satisfies Endpoint
export const getSimilarProperties = { method: 'POST', path: '/api/leads/v1/get-similar-properties', operationId: 'getSimilarProperties', access: 'public', tag: 'properties', body: SimilarPropertiesBody, reply: PropertyListReply } as const satisfies Endpoint
// well-known offices, colleges and hubs of Delhi NCR a search can be near (near_place_id)
export const getPlaces = { method: 'GET', path: '/api/leads/v1/places', operationId: 'getPlaces', access: 'public', tag: 'properties', reply: PlacesReply } as const satisfies Endpoint
export const getHomeSections = { method: 'POST', path: '/api/leads/v1/get-home-sections', operationId: 'getHomeSections', access: 'public', tag: 'home', body: HomeSectionsBody, reply: HomeSectionsReply } as const satisfies Endpoint
