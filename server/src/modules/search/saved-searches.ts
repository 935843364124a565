import { and, asc, count, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm'
import { MAX_SAVED_SEARCHES, savedSearchMessages, type SavedSearch } from '@basera/contract/saved-searches'
import { serialiseSearchFilter, type SearchFilter } from '@basera/contract/search-filter'
import type { Db } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { savedSearches } from '../../db/schema-activity.ts'
import { AppError } from '../../lib/errors.ts'
import { notifyLead } from '../notifications/service.ts'
import { matchingIds } from './search-sql.ts'

const DAY_MS = 24 * 3_600_000
// what a saved search remembers as seen: a search wider than this tells of new matches among its lowest ids only
const SEEN_LIMIT = 2000
const BATCH = 50

type Row = typeof savedSearches.$inferSelect
const asSaved = (r: Row): SavedSearch => ({ id: r.id, name: r.name, query: serialiseSearchFilter(r.filter), created_at: r.createdAt.toISOString() })

/** Saves a lead's search; what it matches now is seen already (only later matches are told). 409 past the limit. */
export async function saveSearch(db: Db, leadId: number, name: string, filter: SearchFilter, now: Date): Promise<SavedSearch> {
  // a pin is not part of what a saved search means; its place stays
  const { near: _near, ...kept } = filter
  const seen = await matchingIds(db, kept, SEEN_LIMIT)
  return db.transaction(async (tx) => {
    // one save at a time per lead, so two at once cannot pass the limit together
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('saved_searches'), ${leadId})`)
    const [row] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.leadId, leadId))
    if ((row?.n ?? 0) >= MAX_SAVED_SEARCHES) throw new AppError(409, savedSearchMessages.tooMany)
    const [saved] = await tx.insert(savedSearches).values({ leadId, name, filter: kept, seenIds: seen, checkedAt: now, createdAt: now }).returning()
    if (!saved) throw new Error('the saved search was not written')
    return asSaved(saved)
  })
}

export async function listSavedSearches(db: Db, leadId: number): Promise<SavedSearch[]> {
  const rows = await db.select().from(savedSearches).where(eq(savedSearches.leadId, leadId)).orderBy(asc(savedSearches.id))
  return rows.map(asSaved)
}

/** Deletes the lead's own saved search; another lead's (or an unknown) id answers 404. */
export async function deleteSavedSearch(db: Db, leadId: number, id: number): Promise<void> {
  const gone = await db.delete(savedSearches).where(and(eq(savedSearches.id, id), eq(savedSearches.leadId, leadId))).returning({ id: savedSearches.id })
  if (gone.length === 0) throw new AppError(404, savedSearchMessages.notFound)
}

/**
 * The saved searches' alerts: each search not told within a day is run again; properties that match now and did
 * not at its last look (newly published, or a room newly available) are told in-app, once. Safe on several
 * instances: each search is claimed (skip locked) in its own transaction. Returns how many tenants were told.
 */
export async function runSavedSearchAlerts(db: Db, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS)
  let told = 0
  for (;;) {
    const due = await db.select({ id: savedSearches.id }).from(savedSearches)
      // not told within a day, and not looked at in this run yet
      .where(and(or(isNull(savedSearches.alertedAt), lte(savedSearches.alertedAt, dayAgo)), lt(savedSearches.checkedAt, now)))
      .orderBy(asc(savedSearches.checkedAt)).limit(BATCH)
    if (due.length === 0) return told
    for (const { id } of due) if (await checkOne(db, id, now, dayAgo)) told++
    if (due.length < BATCH) return told
  }
}

async function checkOne(db: Db, id: number, now: Date, dayAgo: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [search] = await tx.select().from(savedSearches)
      .where(and(eq(savedSearches.id, id), or(isNull(savedSearches.alertedAt), lte(savedSearches.alertedAt, dayAgo)))).for('update', { skipLocked: true })
    if (!search) return false
    const current = await matchingIds(tx, search.filter, SEEN_LIMIT)
    const seen = new Set(search.seenIds)
    const fresh = current.filter((p) => !seen.has(p))
    await tx.update(savedSearches).set({ seenIds: current, checkedAt: now, ...(fresh.length > 0 ? { alertedAt: now } : {}) }).where(eq(savedSearches.id, id))
    if (fresh.length === 0) return false
    const [first] = await tx.select({ name: properties.name }).from(properties).where(inArray(properties.id, fresh)).orderBy(asc(properties.id)).limit(1)
    const many = fresh.length > 1
    await notifyLead(tx, {
      leadId: search.leadId,
      kind: 'saved_search_match',
      title: `New for “${search.name}”`,
      body: many
        ? `${fresh.length} new properties match your saved search, ${first?.name ?? ''} among them.`
        : `${first?.name ?? 'A new property'} now matches your saved search.`,
      details: { search_name: search.name, count: fresh.length, property_name: first?.name ?? '', search_query: serialiseSearchFilter(search.filter) },
      at: now,
    })
    return true
  })
}
