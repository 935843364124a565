import { defineConfig } from 'vitest/config'

// The API tests against PostgreSQL, only when TEST_DATABASE_URL is set (e.g. postgres://postgres@127.0.0.1:5432/test).
// Each test app gets its own database, created from that server and dropped at the end; DATABASE_URL is never used.
const url = process.env.TEST_DATABASE_URL ?? ''

export default defineConfig({
  test: {
    name: 'server-postgres',
    include: url ? ['src/**/*.test.ts'] : [],
    // src/reliability has its own project (vitest.reliability.config.ts)
    exclude: ['src/reliability/**'],
    passWithNoTests: true,
    provide: { testDatabaseUrl: url, testRedisUrl: process.env.TEST_REDIS_URL ?? '' },
    globalSetup: ['src/test/global-setup.ts'],
    // the files share a worker's modules instead of each importing the whole app again (an API file spent longer
    // importing than testing): each file still builds its own app on its own fresh database (test/helper.ts)
    isolate: false,
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
})
