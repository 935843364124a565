import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.ts'
import type { Db } from './db/client.ts'
import type { Clock } from './lib/clock.ts'
import type { DevSmsProvider, SmsProvider } from './lib/sms.ts'
import type { ThrottleStore } from './lib/throttle.ts'
import type { ListingsAnswers } from './modules/listings/answers.ts'
import type { SearchAnswers } from './modules/search/answers.ts'
import type { RecentSearchRecorder } from './modules/recent-searches/recent-search-recorder.ts'
import type { SessionCache } from './plugins/auth.ts'

/** What route modules get from buildApp: explicit dependencies, no globals. */
export interface AppContext {
  config: Config
  db: Db
  dbKind: 'pglite' | 'postgres'
  now: Clock
  sms: SmsProvider
  /** The development SMS outbox; null in production. */
  devOutbox: DevSmsProvider | null
  throttle: ThrottleStore
  /** Home answers, property details and room options cached until the listings change. */
  listings: ListingsAnswers
  /** Search answers (modules/search), cached until what each is built from changes. */
  search: SearchAnswers
  /** Which lead a token is, looked up at most once a second. */
  sessions: SessionCache
  /** Signed-in searches, written to Recent Search once a second off the search's path. */
  recentSearches: RecentSearchRecorder
  /**
   * A booking's change queued gateway actions (a refund, a release): the payments module carries them out now
   * instead of at its next run. Set by the payments module; safe to call when nothing was queued.
   */
  moneyQueued: () => void
  log: FastifyBaseLogger
}
