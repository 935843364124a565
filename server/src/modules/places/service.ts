import { asc } from 'drizzle-orm'
import type { LatLng, Place } from '@basera/contract/places'
import { messages } from '@basera/contract/messages'
import type { Db } from '../../db/client.ts'
import { places } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'

// reference data written only by migrations: read once per process, so a search near a place costs no query
const loaded = new WeakMap<Db, Promise<Place[]>>()

/** Well-known offices, colleges and hubs, by city then name. */
export function placesList(db: Db): Promise<Place[]> {
  let list = loaded.get(db)
  if (!list) {
    list = db.select().from(places).orderBy(asc(places.cityId), asc(places.name))
      .then((rows) => rows.map((r) => ({ id: r.id, name: r.name, kind: r.kind, city_id: r.cityId, latitude: r.latitude, longitude: r.longitude })))
    list.catch(() => loaded.delete(db))
    loaded.set(db, list)
  }
  return list
}

/** The point of a place id; 400 when the id is not one of ours. */
export async function placePoint(db: Db, placeId: string): Promise<LatLng> {
  const place = (await placesList(db)).find((p) => p.id === placeId)
  if (!place) throw new AppError(400, messages.placeNotFound)
  return { lat: place.latitude, lng: place.longitude }
}
