import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort, POSTGRES_BIN, run, sweepStaleTempDirs, TEMP_PREFIX } from './processes.ts'

// A private PostgreSQL server for one test, under /tmp, run as the postgres user (initdb refuses root).
// The machine's own PostgreSQL service is never touched.

const BIN = POSTGRES_BIN

/** Why a private server cannot run here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  if (process.getuid?.() !== 0) return 'the test is not running as root (runuser -u postgres is needed for initdb)'
  if (!existsSync(`${BIN}/initdb`)) return `${BIN}/initdb is missing (apt-get install postgresql-15)`
  if (spawnSync('id', ['-u', 'postgres']).status !== 0) return 'there is no postgres user'
  return null
}

export interface PrivatePostgres {
  /** The maintenance database's URL (postgres://postgres@127.0.0.1:PORT/postgres). */
  url: string
  start: () => Promise<void>
  stop: (mode?: 'fast' | 'immediate') => Promise<void>
  destroy: () => void
}

function pgCtlAsync(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('runuser', ['-u', 'postgres', '--', `${BIN}/pg_ctl`, ...args], { stdio: 'ignore' })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl ${args.join(' ')} exited with ${code}`))))
  })
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  sweepStaleTempDirs()
  const dir = mkdtempSync(path.join(tmpdir(), `${TEMP_PREFIX}pg-`))
  const data = path.join(dir, 'data')
  const port = await freePort()
  let running = false
  const destroy = () => {
    if (running) spawnSync('runuser', ['-u', 'postgres', '--', `${BIN}/pg_ctl`, '-D', data, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' })
    running = false
    rmSync(dir, { recursive: true, force: true })
  }
  process.once('exit', destroy)
  try {
    run('chown', ['postgres:postgres', dir])
    run('runuser', ['-u', 'postgres', '--', `${BIN}/initdb`, '-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'])
    const server = {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      start: async () => {
        await pgCtlAsync(['-D', data, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', path.join(dir, 'log'), '-w', 'start'])
        running = true
      },
      stop: async (mode: 'fast' | 'immediate' = 'fast') => {
        await pgCtlAsync(['-D', data, '-m', mode, '-w', 'stop'])
        running = false
      },
      destroy,
    }
    await server.start()
    return server
  } catch (error) {
    destroy()
    throw error
  }
}
