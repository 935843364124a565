import { asc, eq, sql } from 'drizzle-orm'
import type { Locality } from '@basera/contract/localities'
import { messages } from '@basera/contract/messages'
import type { Db } from '../../db/client.ts'
import { cities, localities } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'

/** A city by id (number or digits) or by name in any case: Delhi 1, Noida 2, Gurugram 3. */
export async function resolveCityId(db: Db, city: string | number): Promise<number> {
  const byId = typeof city === 'number' || /^\d+$/.test(city)
  const rows = await db
    .select({ id: cities.id })
    .from(cities)
    .where(byId ? eq(cities.id, Number(city)) : sql`lower(${cities.name}) = lower(${city})`)
  const id = rows[0]?.id
  if (id === undefined) throw new AppError(404, messages.cityNotFound)
  return id
}

/** The city's localities in their fixed order (the web's 'Popular Localities' are the 5th to 8th). */
export async function listLocalities(db: Db, cityId: number): Promise<Locality[]> {
  const rows = await db.select().from(localities).where(eq(localities.cityId, cityId)).orderBy(asc(localities.position), asc(localities.id))
  return rows.map((l) => ({
    locality_id: l.id,
    locality_name: l.name,
    city_id: l.cityId,
    latitude: l.latitude,
    longitude: l.longitude,
  }))
}
