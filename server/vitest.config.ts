import { defineConfig } from 'vitest/config'

// API tests on a fresh in-memory PGlite per test file (always run).
// The same tests against PostgreSQL live in vitest.postgres.config.ts (project server-postgres).
export default defineConfig({
  test: {
    name: 'server-pglite',
    include: ['src/**/*.test.ts'],
    // src/reliability has its own project (vitest.reliability.config.ts)
    exclude: ['src/reliability/**'],
    provide: { testDatabaseUrl: '', testRedisUrl: process.env.TEST_REDIS_URL ?? '' },
    globalSetup: ['src/test/global-setup.ts'],
    // the files share a worker's modules instead of each importing the whole app again (an API file spent longer
    // importing than testing): each file still builds its own app on its own fresh database (test/helper.ts)
    isolate: false,
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
})
