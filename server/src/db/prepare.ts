import { withAdvisoryLock } from './advisory-lock.ts'
import type { Database } from './client.ts'
import { migrate } from './migrate.ts'
import { hasProperties, seedSampleData } from './seed.ts'
import { seedOperators } from './seed-operators.ts'
import { seedPayoutAccounts } from './seed-payouts.ts'

/** The advisory lock instances take turns on while they migrate and seed. */
export const START_UP_LOCK = 'basera:start-up'

export interface PrepareOptions {
  /** Development only: sample listings for a database that has none. */
  seedProperties: number | null
  log: (message: string) => void
}

/**
 * Migrates and (in development) seeds under one advisory lock, so any number of instances can start at
 * once: the first does the work, the others wait for it and then find nothing left to do.
 */
export async function prepareDatabase(database: Database, options: PrepareOptions): Promise<void> {
  await withAdvisoryLock(database, START_UP_LOCK, async () => {
    await migrate(database)
    if (options.seedProperties === null) return
    if (await hasProperties(database.db)) {
      // a development database seeded before the operator side (or money) gets its operators (and payout accounts) once
      await seedOperators(database.db)
      await seedPayoutAccounts(database.db)
      return
    }
    const started = Date.now()
    await seedSampleData(database.db, { properties: options.seedProperties })
    options.log(`Seeded ${options.seedProperties} sample properties in ${Date.now() - started} ms`)
  })
}
