import { defineConfig } from 'vitest/config'

// One run for every wing; each wing's own vitest.config.ts says how its tests run.
// The server has three: server-pglite (server/vitest.config.ts), server-postgres (when TEST_DATABASE_URL is set)
// and server-reliability (server/vitest.reliability.config.ts: abuse, authorisation, fuzzing, crashes, outages).
export default defineConfig({
  test: {
    projects: ['contract', 'server', 'server/vitest.postgres.config.ts', 'server/vitest.reliability.config.ts', 'web'],
  },
})
