import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, readFileSync } from 'node:fs'
import net from 'node:net'
import { onCleanup } from './cleanup.ts'

export interface Tracked {
  child: ChildProcess
  logFile: string
  stop: () => Promise<void>
}

/** An unused TCP port on 127.0.0.1, so the bench never collides with anyone else's server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

/** Signals the child's own process group (it was started detached), i.e. the child and anything it started. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || exited(child)) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

/** Starts a long-running child in its own process group with output to a log file; registered for cleanup. */
export function startProcess(name: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string }): Tracked {
  const log = createWriteStream(options.logFile)
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout.pipe(log)
  child.stderr.pipe(log)
  const stop = async () => {
    signalGroup(child, 'SIGTERM')
    if (!(await waitForExit(child, 8000))) {
      signalGroup(child, 'SIGKILL')
      await waitForExit(child, 2000)
    }
    log.end()
  }
  const forget = onCleanup(`stop ${name}`, stop)
  return {
    child,
    logFile: options.logFile,
    stop: async () => {
      forget()
      await stop()
    },
  }
}

const TICKS_PER_SECOND = 100

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); null where unreadable. */
export function cpuMsOf(pid: number): number | null {
  try {
    // the command name (field 2) may hold spaces: count fields after its closing parenthesis
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
  } catch {
    return null
  }
}

function logTail(file: string, lines = 30): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
  } catch {
    return '(no log)'
  }
}

/** Runs a child to completion (its output to a log file); rejects with the log's tail when it fails. */
export async function runToEnd(name: string, command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string }): Promise<void> {
  const tracked = startProcess(name, command, args, options)
  const code = await new Promise<number | null>((resolve) => {
    if (exited(tracked.child)) resolve(tracked.child.exitCode)
    else tracked.child.once('exit', (c) => resolve(c))
  })
  await tracked.stop()
  if (code !== 0) throw new Error(`${name} failed (exit ${code}):\n${logTail(tracked.logFile)}`)
}

/** Polls a URL until it answers 2xx; fails early when the process behind it dies. */
export async function waitForHttp(url: string, tracked: Tracked, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited(tracked.child)) throw new Error(`process exited before ${url} answered:\n${logTail(tracked.logFile)}`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${logTail(tracked.logFile)}`)
}

/** Resident memory of a process in MB (VmRSS), from /proc; null where unreadable. */
export function rssMbOf(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) / 1024 : null
  } catch {
    return null
  }
}

/** The highest resident memory of a process while `work` runs (sampled every 250 ms). */
export async function peakRssMb<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number | null }> {
  let peak: number | null = rssMbOf(pid)
  const timer = setInterval(() => {
    const now = rssMbOf(pid)
    if (now !== null) peak = Math.max(peak ?? 0, now)
  }, 250)
  try {
    const result = await work()
    return { result, peakMb: peak }
  } finally {
    clearInterval(timer)
  }
}
