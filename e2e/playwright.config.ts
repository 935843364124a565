import { defineConfig } from '@playwright/test'
import * as endpoints from '@basera/contract/endpoints'

const port = Number(process.env.E2E_PORT ?? 4173)
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

// The service worker's own requests show up in routes (Playwright keeps it experimental): the offline
// journey cuts them too, since context.setOffline alone leaves a worker online (microsoft/playwright#2311).
process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1'

// Journeys in Debian's Chromium against the real server on an embedded database seeded fresh
// for this run (start-server.sh wipes its data folder first).
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  outputDir: './output/results',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // budgets a busy 2-core machine meets (a page load took up to 16 s there with other suites running beside it);
  // a journey that needs more says so (test.slow, test.setTimeout)
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  webServer: {
    command: 'bash start-server.sh',
    url: `http://127.0.0.1:${port}${endpoints.health.path}`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
  },
})
