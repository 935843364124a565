import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// One run for every wing; each wing's own vitest.config.ts says how its tests run.
// The server has three: server-pglite (server/vitest.config.ts), server-postgres (when TEST_DATABASE_URL is set)
// and server-reliability (server/vitest.reliability.config.ts: abuse, authorisation, fuzzing, crashes, outages).
export default defineConfig({
  test: {
    projects: ['contract', 'server', 'server/vitest.postgres.config.ts', 'server/vitest.reliability.config.ts', 'web'],
    // vitest's default is one file at a time per core but one (a single file at a time on CI's 2 cores, leaving a
    // core idle whenever a test waits on PostgreSQL, its sandbox gateway over HTTP or a timer): one file per core
    // and one more keeps every core busy. Memory is not the limit (a worker takes a few hundred MB).
    maxWorkers: availableParallelism() + 1,
  },
})
