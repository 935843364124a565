import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as endpoints from '@basera/contract/endpoints'

// Server processes for the crash, log and cluster tests: `tsx src/server.ts` (or the built dist/server.js) in its own process group (killed with
// the group, also when the test fails or the test process exits, and exiting by themselves when the test
// process is killed), with only the environment they are given.

const HERE = path.dirname(fileURLToPath(import.meta.url))
const SERVER_DIR = path.resolve(HERE, '../../..')
const TSX = path.resolve(SERVER_DIR, '../node_modules/.bin/tsx')
const ORPHAN_GUARD = path.join(HERE, 'orphan-guard.cjs')
export const TEMP_PREFIX = 'basera-reliability-'
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin'

/**
 * Removes temporary folders an earlier run could not clean (its process was killed): older than ten minutes,
 * so a run going on at the same time keeps its own. A private PostgreSQL still running in one is stopped first.
 */
export function sweepStaleTempDirs(): void {
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(TEMP_PREFIX)) continue
    const dir = path.join(tmpdir(), name)
    try {
      if (Date.now() - statSync(dir).mtimeMs < 10 * 60_000) continue
      const data = path.join(dir, 'data')
      if (existsSync(path.join(data, 'postmaster.pid'))) {
        spawnSync('runuser', ['-u', 'postgres', '--', `${POSTGRES_BIN}/pg_ctl`, '-D', data, '-m', 'immediate', '-w', 'stop'], { stdio: 'ignore' })
      }
      rmSync(dir, { recursive: true, force: true })
    } catch { /* another run removed it */ }
  }
}

const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) if (child.pid) try { process.kill(-child.pid, 'SIGKILL') } catch { /* already gone */ }
})

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export interface ServerProcess {
  url: string
  /** Everything the process wrote to stdout and stderr so far (its pino log). */
  output: () => string
  kill: (signal: NodeJS.Signals) => Promise<void>
}

/** The production build (dist/server.js, plain Node) from `npm run build -w server`. */
export function buildServer(): void {
  run(process.execPath, [path.join(SERVER_DIR, 'build.mjs')])
}

/**
 * Starts the server with `env` (plus PATH and HOME only) and waits until /api/health answers 200: from its
 * source through tsx, or the production build (`built`, see buildServer). `env.PORT` picks the port.
 */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000, entry: 'source' | 'built' = 'source'): Promise<ServerProcess> {
  sweepStaleTempDirs()
  const port = env.PORT ?? String(await freePort())
  const [command, args] = entry === 'built' ? [process.execPath, ['dist/server.js']] : [TSX, ['src/server.ts']]
  const child = spawn(command, args, {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', HOST: '127.0.0.1', PORT: port,
      NODE_OPTIONS: `--require ${ORPHAN_GUARD}`, ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.add(child)
  let log = ''
  child.stdout.on('data', (d: Buffer) => { log += d.toString() })
  child.stderr.on('data', (d: Buffer) => { log += d.toString() })
  const exited = new Promise<void>((resolve) => child.once('exit', () => { running.delete(child); resolve() }))
  const kill = async (signal: NodeJS.Signals) => {
    if (!running.has(child) || !child.pid) return
    try { process.kill(-child.pid, signal) } catch { /* already gone */ }
    await exited
  }
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (!running.has(child)) throw new Error(`server exited during start:\n${log}`)
    const ok = await fetch(`${url}${endpoints.health.path}`, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false)
    if (ok) return { url, output: () => log, kill }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  await kill('SIGKILL')
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${log}`)
}

/** Runs a command, throwing with its output when it fails. */
export function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`)
  return result.stdout
}

export interface JsonAnswer {
  status: number
  body: Record<string, unknown>
}

/** POST JSON with a timeout; a refused connection or a timeout answers status 0. */
export async function postJson(url: string, body: object, token?: string, timeoutMs = 15_000): Promise<JsonAnswer> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await res.text()
    let parsed: Record<string, unknown> = {}
    try { parsed = JSON.parse(text) as Record<string, unknown> } catch { parsed = { raw: text } }
    return { status: res.status, body: parsed }
  } catch {
    return { status: 0, body: {} }
  }
}
