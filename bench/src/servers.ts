import path from 'node:path'
import * as endpoints from '@basera/contract/endpoints'
import { databaseEnv, type DbTarget } from './databases.ts'
import { freePort, runToEnd, startProcess, waitForHttp } from './processes.ts'

export interface RunningServer {
  baseUrl: string
  pid: number
  stop: () => Promise<void>
}

const HUGE = '1000000000'

/**
 * The server's production build of the current source (server/build.mjs, into server/dist as `npm start` builds it).
 * The bench measures what production runs: under tsx the same server held about 120 MB more resident memory (the
 * loader's compiled sources and source maps), and that was in every memory figure.
 */
export async function buildApiServer(repoRoot: string, logFile: string): Promise<void> {
  await runToEnd('server build', process.execPath, [path.join(repoRoot, 'server/build.mjs')], { cwd: path.join(repoRoot, 'server'), env: process.env, logFile })
}

/** The real server as `npm start` runs it (server/dist/server.js) in its own process: warn-level logs, rate limits out of the way. */
export async function startApiServer(target: DbTarget, opts: { repoRoot: string; dataDir: string; webDist: string; webServerBuild: string; logFile: string; extraEnv?: NodeJS.ProcessEnv }): Promise<RunningServer> {
  const port = await freePort()
  const tracked = startProcess('api server', process.execPath, ['--enable-source-maps', 'server/dist/server.js'], {
    cwd: opts.repoRoot,
    env: {
      ...databaseEnv(target, opts.dataDir),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: HUGE,
      LOGIN_RATE_LIMIT_MAX: HUGE,
      WEB_DIST: opts.webDist,
      WEB_SERVER_BUILD: opts.webServerBuild,
      ...opts.extraEnv,
    },
    logFile: opts.logFile,
  })
  const baseUrl = `http://127.0.0.1:${port}`
  await waitForHttp(`${baseUrl}${endpoints.health.path}`, tracked, 120_000)
  return { baseUrl, pid: tracked.child.pid ?? 0, stop: tracked.stop }
}

/** A Fastify route that answers a constant: the ceiling every endpoint is compared with. */
export async function startBareServer(benchDir: string, logFile: string): Promise<RunningServer> {
  const port = await freePort()
  const tracked = startProcess('bare server', process.execPath, ['--import', 'tsx', path.join(benchDir, 'src/bare-server.ts')], {
    cwd: benchDir,
    env: { ...process.env, PORT: String(port) },
    logFile,
  })
  const baseUrl = `http://127.0.0.1:${port}`
  await waitForHttp(`${baseUrl}/bare`, tracked, 30_000)
  return { baseUrl, pid: tracked.child.pid ?? 0, stop: tracked.stop }
}
