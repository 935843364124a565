import { rmSync } from 'node:fs'
import path from 'node:path'
import type { FullConfig } from '@playwright/test'

/** Each run's screenshots replace the last run's, so the folder shows only what this run saw. */
// Playwright loads a global setup module by its default export
export default function globalSetup(config: FullConfig) {
  const outputDir = config.projects[0]?.outputDir
  if (outputDir) rmSync(path.resolve(outputDir, '..', 'screenshots'), { recursive: true, force: true })
}
