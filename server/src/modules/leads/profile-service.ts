import { eq, sql } from 'drizzle-orm'
import { GENDER_UNSPECIFIED } from '@basera/contract/constants'
import type { LeadProfile, UpdateLeadProfileBody } from '@basera/contract/leads'
import type { z } from 'zod'
import { messages } from '@basera/contract/messages'
import { GenderOrUnspecified } from '@basera/contract/common'
import { partialRangeProblem, PRICE_PROBLEM_MESSAGE } from '@basera/contract/pricing'
import type { Db } from '../../db/client.ts'
import { cities, leads, localities } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'

type UpdateBody = z.output<typeof UpdateLeadProfileBody>

const prefCity = sql<string | null>`(select name from cities where id = ${leads.prefCityId})`
const prefLocality = sql<string | null>`(select name from localities where id = ${leads.prefLocalityId})`

export async function findOrCreateLead(db: Db, phoneNumber: string): Promise<number> {
  await db.insert(leads).values({ phoneNumber }).onConflictDoNothing()
  const rows = await db.select({ id: leads.id }).from(leads).where(eq(leads.phoneNumber, phoneNumber))
  const id = rows[0]?.id
  if (id === undefined) throw new Error('lead vanished after insert')
  return id
}

export async function getProfile(db: Db, leadId: number): Promise<LeadProfile> {
  const rows = await db
    .select({ lead: leads, cityName: prefCity, localityName: prefLocality })
    .from(leads)
    .where(eq(leads.id, leadId))
  const row = rows[0]
  if (!row) throw new AppError(404, messages.notFound)
  const { lead } = row
  const gender = GenderOrUnspecified.safeParse(lead.gender)
  return {
    leadId: lead.id,
    full_name: lead.fullName,
    email: lead.email,
    phone_number: lead.phoneNumber,
    gender: gender.success ? gender.data : GENDER_UNSPECIFIED,
    dob: lead.dob,
    pref_budget_min_range: lead.prefBudgetMin,
    pref_budget_max_range: lead.prefBudgetMax,
    pref_city_name: row.cityName,
    pref_city_id: lead.prefCityId,
    pref_locality_name: row.localityName,
    pref_locality_id: lead.prefLocalityId,
    language: lead.language === 'en' || lead.language === 'hi' ? lead.language : null,
  }
}

const emptyToNull = <T>(value: T | '' | undefined): T | null | undefined => (value === '' ? null : value)

async function cityIdByName(db: Db, name: string): Promise<number> {
  const rows = await db.select({ id: cities.id }).from(cities).where(sql`lower(${cities.name}) = lower(${name})`)
  const id = rows[0]?.id
  if (id === undefined) throw new AppError(404, messages.cityNotFound)
  return id
}

/** Partial update: absent fields keep their value, '' clears; the phone number never changes. */
export async function updateProfile(db: Db, leadId: number, body: UpdateBody, now: Date): Promise<LeadProfile> {
  const current = await getProfile(db, leadId)
  let cityId = current.pref_city_id
  if (body.pref_city_id !== undefined) {
    const found = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, body.pref_city_id))
    if (!found[0]) throw new AppError(404, messages.cityNotFound)
    cityId = body.pref_city_id
  } else if (body.pref_city_name) {
    cityId = await cityIdByName(db, body.pref_city_name)
  }
  let localityId = current.pref_locality_id
  const newLocality = emptyToNull(body.pref_locality_id)
  if (newLocality !== undefined) localityId = newLocality
  if (localityId !== null) {
    const found = await db.select({ cityId: localities.cityId }).from(localities).where(eq(localities.id, localityId))
    const locality = found[0]
    if (!locality) throw new AppError(404, messages.localityNotFound)
    const cityChosenNow = body.pref_city_id !== undefined || Boolean(body.pref_city_name)
    if (cityId === null || (!cityChosenNow && newLocality !== undefined)) cityId = locality.cityId
    else if (locality.cityId !== cityId) {
      // a locality chosen with another city is a mistake; an old one left behind by a city change is dropped
      if (newLocality !== undefined && newLocality !== null) throw new AppError(400, messages.localityNotInCity)
      localityId = null
    }
  }
  const min = emptyToNull(body.pref_budget_min_range)
  const max = emptyToNull(body.pref_budget_max_range)
  if (min !== undefined || max !== undefined) {
    // the schema checked what was sent; one end sent meets the stored other end here, under the same rules
    const problem = partialRangeProblem(min === undefined ? current.pref_budget_min_range : min, max === undefined ? current.pref_budget_max_range : max)
    if (problem) throw new AppError(400, messages[PRICE_PROBLEM_MESSAGE[problem]])
  }
  await db
    .update(leads)
    .set({
      fullName: body.full_name === undefined ? undefined : body.full_name || null,
      email: body.email === undefined ? undefined : body.email || null,
      gender: body.gender,
      dob: emptyToNull(body.dob),
      prefBudgetMin: min,
      prefBudgetMax: max,
      prefCityId: cityId,
      prefLocalityId: localityId,
      language: body.language,
      updatedAt: now,
    })
    .where(eq(leads.id, leadId))
  return getProfile(db, leadId)
}
