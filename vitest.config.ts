import { defineConfig } from 'vitest/config'

// One run for every wing; each wing's own vitest.config.ts says how its tests run.
export default defineConfig({
  test: { projects: ['contract', 'server', 'web'] },
})
