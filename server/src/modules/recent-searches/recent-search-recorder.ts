import { desc, inArray } from 'drizzle-orm'
import { GENDER_UNSPECIFIED } from '@basera/contract/constants'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import { recentSearches } from '../../db/schema-activity.ts'

export interface SearchRecord {
  cityId: number | null
  localityIds: number[]
  gender: string | null
  minAmount: number
  maxAmount: number
}

interface Pending {
  key: string
  row: typeof recentSearches.$inferInsert
}

/** How often pending searches are written: a crash loses at most this much of recent searches. */
export const RECORD_EVERY_MS = 1000
// Recent Search shows a lead's last 3 (home) or 10: more from one second of one lead are never shown
const KEEP_PER_LEAD = 10
// leads with searches waiting; past this a write starts at once (the memory of pending searches stays bounded)
const MAX_PENDING_LEADS = 5000

const keyOf = (s: SearchRecord, gender: string) => JSON.stringify([s.cityId, s.localityIds, gender, s.minAmount, s.maxAmount])
const keyOfRow = (r: typeof recentSearches.$inferSelect) => JSON.stringify([r.cityId, r.localityIds, r.gender, r.minAmount, r.maxAmount])

/**
 * Remembers signed-in leads' searches for Recent Search off the search's path: a search only notes
 * itself in memory (nothing is awaited), and once a second every noted search is written in one
 * statement. A search that repeats the lead's latest one is not recorded again. A read of a lead's
 * recent searches on this instance first writes what is pending (`flush`), so it sees them at once;
 * another instance sees them within a second. On a crash, at most the last second of them is lost.
 */
export class RecentSearchRecorder {
  private pending = new Map<number, Pending[]>()
  private writing: Promise<void> = Promise.resolve()
  private readonly timer: NodeJS.Timeout

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    everyMs = RECORD_EVERY_MS,
  ) {
    this.timer = setInterval(() => void this.flush(), everyMs)
    this.timer.unref()
  }

  record(leadId: number, s: SearchRecord, now: Date): void {
    const gender = s.gender ?? GENDER_UNSPECIFIED
    const key = keyOf(s, gender)
    const list = this.pending.get(leadId) ?? []
    if (list.at(-1)?.key === key) return
    list.push({ key, row: { leadId, ...s, gender, createdAt: now } })
    if (list.length > KEEP_PER_LEAD) list.shift()
    this.pending.set(leadId, list)
    if (this.pending.size > MAX_PENDING_LEADS) void this.flush()
  }

  /** Writes every pending search (one write at a time, in order); never rejects (a failed write is logged). */
  flush(): Promise<void> {
    if (this.pending.size === 0) return this.writing
    const batch = this.pending
    this.pending = new Map()
    this.writing = this.writing.then(() => this.write(batch)).catch((error: unknown) => {
      this.log.warn({ err: error }, 'recent searches not recorded')
    })
    return this.writing
  }

  /** Stops the timer and writes what is pending (on close). */
  async close(): Promise<void> {
    clearInterval(this.timer)
    await this.flush()
  }

  private async write(batch: Map<number, Pending[]>): Promise<void> {
    const leadIds = [...batch.keys()]
    // each lead's latest recorded search, so a repeat of it is not recorded twice
    const latest = await this.db.selectDistinctOn([recentSearches.leadId]).from(recentSearches)
      .where(inArray(recentSearches.leadId, leadIds))
      .orderBy(recentSearches.leadId, desc(recentSearches.createdAt), desc(recentSearches.id))
    const latestKey = new Map(latest.map((r) => [r.leadId, keyOfRow(r)]))
    const rows = [...batch].flatMap(([leadId, list]) =>
      (list[0]?.key === latestKey.get(leadId) ? list.slice(1) : list).map((p) => p.row))
    if (rows.length > 0) await this.db.insert(recentSearches).values(rows)
  }
}

