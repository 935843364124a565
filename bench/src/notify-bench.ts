import { readFileSync } from 'node:fs'
import { databaseEnv, targetLabel, type DbTarget } from './databases.ts'
import { runToEnd } from './processes.ts'

// Reaching people (issue 31): deliveries per second by one notification worker on the seeded database
// (server/src/modules/notify/bench-cli.ts, a process of its own while no server runs on the data).

export interface NotifyResult {
  events: number
  deliveries: number
  ms: number
  perSecond: number
}

const EVENTS = 1000

export async function benchNotify(target: DbTarget, repoRoot: string, dataDir: string, logFile: string): Promise<NotifyResult> {
  await runToEnd(`notification worker ${targetLabel(target)}`, process.execPath, ['--import', 'tsx', 'server/src/modules/notify/bench-cli.ts', String(EVENTS)], {
    cwd: repoRoot,
    env: { ...databaseEnv(target, dataDir), LOG_LEVEL: 'warn' },
    logFile,
  })
  const line = readFileSync(logFile, 'utf8').split('\n').reverse().find((l) => l.startsWith('RESULT '))
  if (!line) throw new Error(`the notification bench printed no result (see ${logFile})`)
  return JSON.parse(line.slice('RESULT '.length)) as NotifyResult
}

export function notifyLine(r: NotifyResult): string {
  return `notification worker (one, provider answering at once): ${r.deliveries.toLocaleString('en-US')} deliveries of ${r.events.toLocaleString('en-US')} events in ${(r.ms / 1000).toFixed(1)} s, ${r.perSecond.toLocaleString('en-US')} deliveries/s`
}
