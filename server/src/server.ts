import { loadConfig } from './config.ts'
import { buildApp } from './app.ts'
import { openDatabase } from './db/client.ts'
import { prepareDatabase } from './db/prepare.ts'
import { createReadiness } from './lib/readiness.ts'

// Start-up: check the environment, listen (the health check answers 503 "starting"), migrate and seed a
// development database that has no listings (one instance at a time, under an advisory lock), then serve.
const config = (() => {
  try {
    return loadConfig()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
})()

const database = await openDatabase(config)
const readiness = createReadiness()
const app = await buildApp(config, database, { readiness })
let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return
    closing = true
    app.log.info(`${signal}: closing`)
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    app.close().then(() => process.exit(0), (err: unknown) => {
      app.log.error({ err }, 'close failed')
      process.exit(1)
    })
  })
}
await app.listen({ port: config.port, host: config.host })
try {
  await prepareDatabase(database, {
    seedProperties: config.isDevelopment ? config.seedProperties : null,
    log: (message) => console.log(message),
  })
} catch (err) {
  app.log.fatal({ err }, 'start-up failed: the database could not be migrated')
  process.exit(1)
}
readiness.markReady()
app.log.info('ready')
