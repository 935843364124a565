import type pg from 'pg'
import type { Database } from './client.ts'

/** A stable 64-bit advisory lock key from a name (the same on every instance and release). */
export function lockKey(name: string): bigint {
  let hash = 0xcbf29ce484222325n
  for (const byte of Buffer.from(name)) hash = BigInt.asIntN(64, (hash ^ BigInt(byte)) * 0x100000001b3n)
  return hash
}

interface Session {
  query: (text: string, params: unknown[]) => Promise<unknown>
  /** `broken`: the connection may still hold the lock or be dead, so it is closed instead of pooled. */
  release: (broken: boolean) => void
}

/** One connection for the whole lock: a session-level advisory lock belongs to the connection that took it. */
async function openSession(database: Database): Promise<Session> {
  const client = (database.db as unknown as { $client: pg.Pool | { query: Session['query'] } }).$client
  if (database.kind === 'postgres') {
    const connection = await (client as pg.Pool).connect()
    return { query: (text, params) => connection.query(text, params), release: (broken) => connection.release(broken) }
  }
  // the embedded database is one connection already (and one process)
  return { query: (text, params) => client.query(text, params), release: () => undefined }
}

/**
 * Runs `work` while holding the PostgreSQL advisory lock `name`: instances starting at the same moment take
 * turns, so the second one waits and then finds the work done. Released on success and failure alike; a
 * process killed while holding it loses its connection, and PostgreSQL releases the lock with it.
 */
export async function withAdvisoryLock<T>(database: Database, name: string, work: () => Promise<T>): Promise<T> {
  const key = lockKey(name).toString()
  const session = await openSession(database)
  let unlocked = false
  try {
    await session.query('select pg_advisory_lock($1::bigint)', [key])
    try {
      return await work()
    } finally {
      unlocked = await session.query('select pg_advisory_unlock($1::bigint)', [key]).then(() => true, () => false)
    }
  } finally {
    session.release(!unlocked)
  }
}
