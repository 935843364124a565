import { PGlite } from '@electric-sql/pglite'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import type { Db } from '../../db/client.ts'
import { CONSOLE_CHANNEL } from './publish.ts'

// One listener per instance on the console_changes channel. On PostgreSQL a dedicated client, not one of the
// pool's: a LISTEN lives on its connection, and a pooled client goes back to serve queries. It reconnects with
// backoff after a lost connection; what was announced meanwhile is lost to it, so it says `resumed` and the
// consoles refresh everything (the console's polling covers the gap as well). PGlite is one process: its own listen.

export interface ChangeListener {
  /** Settles when the first LISTEN is in place (or its first attempt failed): a stream opened after it hears every later commit. */
  ready: Promise<void>
  close: () => Promise<void>
}

export interface ListenerHandlers {
  /** A payload announced on the channel (JSON of a ConsoleChange). */
  onPayload: (payload: string) => void
  /** Listening again after a lost connection: changes made meanwhile were not heard. */
  onResumed: () => void
  log: FastifyBaseLogger
}

const FIRST_RETRY_MS = 250
const LONGEST_RETRY_MS = 10_000

/** The driver under drizzle: the PGlite instance, or the pg pool whose settings the dedicated client copies. */
function driverOf(db: Db): unknown {
  return (db as unknown as { $client?: unknown }).$client
}

export async function listenForChanges(db: Db, handlers: ListenerHandlers): Promise<ChangeListener> {
  const driver = driverOf(db)
  if (driver instanceof PGlite) {
    const unlisten = await driver.listen(CONSOLE_CHANNEL, handlers.onPayload)
    return { ready: Promise.resolve(), close: () => unlisten().catch(() => undefined) }
  }
  if (driver instanceof pg.Pool) return listenOnPostgres(driver.options, handlers)
  throw new Error('realtime: the database driver is neither PGlite nor a pg pool')
}

function listenOnPostgres(settings: pg.PoolConfig, handlers: ListenerHandlers): ChangeListener {
  let client: pg.Client | null = null
  let closed = false
  let retryMs = FIRST_RETRY_MS
  let timer: NodeJS.Timeout | null = null
  let heardBefore = false
  let firstAttemptDone: () => void = () => undefined
  const ready = new Promise<void>((resolve) => { firstAttemptDone = resolve })

  const retry = () => {
    if (closed || timer) return
    const dropped = client
    client = null
    dropped?.removeAllListeners()
    dropped?.on('error', () => undefined)
    void dropped?.end().catch(() => undefined)
    timer = setTimeout(() => {
      timer = null
      void connect()
    }, retryMs)
    retryMs = Math.min(retryMs * 2, LONGEST_RETRY_MS)
  }

  const connect = async () => {
    const next = new pg.Client({ ...settings, connectionTimeoutMillis: settings.connectionTimeoutMillis ?? 5000 })
    client = next
    next.on('notification', (message) => {
      if (message.channel === CONSOLE_CHANNEL && message.payload) handlers.onPayload(message.payload)
    })
    next.on('error', (err) => {
      handlers.log.warn({ err: err.message }, 'realtime: the listening connection failed; reconnecting')
      if (client === next) retry()
    })
    next.on('end', () => {
      if (client === next) retry()
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${CONSOLE_CHANNEL}`)
      if (closed) {
        await next.end()
        return
      }
      retryMs = FIRST_RETRY_MS
      if (heardBefore) handlers.onResumed()
      heardBefore = true
    } catch (err) {
      handlers.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'realtime: could not listen; retrying')
      if (client === next) retry()
    } finally {
      firstAttemptDone()
    }
  }

  void connect()
  return {
    ready,
    close: async () => {
      closed = true
      if (timer) clearTimeout(timer)
      const last = client
      client = null
      last?.removeAllListeners()
      last?.on('error', () => undefined)
      await last?.end().catch(() => undefined)
    },
  }
}
