import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { loadConfig } from '../../config.ts'
import { openDatabase, rowsOf } from '../../db/client.ts'
import type { SmsProvider } from '../../lib/sms.ts'
import { notifyPropertyOperators } from '../notifications/operators.ts'
import { runNotifyWorker } from './worker.ts'

// node --import tsx server/src/modules/notify/bench-cli.ts [events]: how many deliveries one notification worker
// sends a second. Records `events` new-booking events on the seeded database (each an SMS and a WhatsApp to every
// operator of one property, as the app records them), then times one worker sending them all through a provider
// that answers at once: the worker's own cost (claim, load, mark) on this database, not an SMS gateway's.
// The bench runs it (bench/src/notify-bench.ts) and reads the last line.
const EVENTS = Number(process.argv[2] ?? 1000)
const config = loadConfig()
const database = await openDatabase(config)
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger

try {
  const [property] = await rowsOf<{ id: number | string }>(database.db, sql`select id from properties where owner_operator_id is not null order by id limit 1`)
  if (!property) throw new Error('no property with an owner: seed the database first')
  const at = new Date()
  for (let i = 0; i < EVENTS; i += 100) {
    await database.db.transaction(async (tx) => {
      for (let j = i; j < Math.min(EVENTS, i + 100); j++) {
        await notifyPropertyOperators(tx, { propertyId: Number(property.id), kind: 'booking_requested', title: 'Bench', body: `Bench ${j}`, at })
      }
    })
  }
  let handed = 0
  const provider: SmsProvider = { send: () => { handed++; return Promise.resolve() } }
  const deps = { db: database.db, now: () => new Date(), sms: provider, devOutbox: null, push: null, origin: 'https://basera.example', log: silent }
  const started = performance.now()
  let sent = 0
  for (;;) {
    const run = await runNotifyWorker(deps)
    if (run === 0) break
    sent += run
  }
  const ms = performance.now() - started
  console.log(`RESULT ${JSON.stringify({ events: EVENTS, deliveries: sent, handed, ms: Math.round(ms), perSecond: Math.round(sent / (ms / 1000)) })}`)
} finally {
  await database.close()
}
