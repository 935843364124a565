import { defineConfig } from 'vitest/config'

// The reliability and security suite (src/reliability): abuse limits, authorisation, a fuzzed corpus of bad
// input, concurrent bookings, crash and outage recovery, headers and logs. Runs on in-memory PGlite copies;
// the PostgreSQL parts use TEST_DATABASE_URL (own databases) or a private server, the Redis parts TEST_REDIS_URL
// (own database numbers). DATABASE_URL and REDIS_URL are never read.
export default defineConfig({
  test: {
    name: 'server-reliability',
    include: ['src/reliability/**/*.test.ts'],
    provide: {
      testDatabaseUrl: '',
      testRedisUrl: process.env.TEST_REDIS_URL ?? '',
      reliabilityPostgresUrl: process.env.TEST_DATABASE_URL ?? '',
    },
    globalSetup: ['src/test/global-setup.ts'],
    // two files at a time: the crash, outage and log tests mostly wait on the processes they start
    maxWorkers: 2,
    // in the root run it goes after the other projects (a group of its own, as its worker count differs)
    sequence: { groupOrder: 1 },
    hookTimeout: 120_000,
    testTimeout: 120_000,
  },
})
