import { loadConfig } from './config.ts'
import { buildApp } from './app.ts'
import { openDatabase } from './db/client.ts'
import { migrate } from './db/migrate.ts'
import { hasProperties, seedSampleData } from './db/seed.ts'

// Start-up: check the environment, migrate, seed a development database that has no listings, listen.
const config = (() => {
  try {
    return loadConfig()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
})()

const database = await openDatabase(config)
await migrate(database)
if (config.isDevelopment && !(await hasProperties(database.db))) {
  const started = Date.now()
  await seedSampleData(database.db, { properties: config.seedProperties })
  console.log(`Seeded ${config.seedProperties} sample properties in ${Date.now() - started} ms`)
}

const app = await buildApp(config, database)
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
