import { defineConfig } from 'vitest/config'

// One run for every wing; each wing's own vitest.config.ts says how its tests run.
// The server has two: server-pglite (server/vitest.config.ts) and server-postgres (when TEST_DATABASE_URL is set).
export default defineConfig({
  test: { projects: ['contract', 'server', 'server/vitest.postgres.config.ts', 'web'] },
})
