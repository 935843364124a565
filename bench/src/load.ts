import autocannon from 'autocannon'

export const CONNECTIONS = 50
export const WARMUP_SECONDS = 2
export const MEASURE_SECONDS = 10
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

export interface LoadTarget {
  url: string
  method: 'GET' | 'POST'
  /** A fresh body for every request (rotates through a pool); undefined for GET. */
  body?: () => string
  /** A fresh path for every request (a page of a different property each time); else the URL's own. */
  path?: () => string
  /** Sent with every request, e.g. a signed-in client's bearer token. */
  headers?: Record<string, string>
  /** Headers of their own for each request, made with its body (a webhook's signature over it and a new event id). */
  headersFor?: (body: string) => Record<string, string>
}

export interface LoadResult {
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  requests: number
  /** Connection errors and timeouts. */
  errors: number
  non2xx: number
  /** CPU the server process (and, for PostgreSQL, its backends) spent per answered request. */
  serverCpuMs: number | null
  dbCpuMs: number | null
}

/** Cumulative CPU ms of the server process and of the database server (null when unknown). */
export type CpuMeter = () => Promise<{ server: number | null; db: number | null }>

function cannon(target: LoadTarget, run: { seconds: number } | { amount: number }): Promise<autocannon.Result> {
  const makeBody = target.body
  const makePath = target.path
  const headersFor = target.headersFor
  return autocannon({
    url: target.url,
    connections: CONNECTIONS,
    ...('seconds' in run ? { duration: run.seconds } : { amount: run.amount }),
    requests: [{
      method: target.method,
      // what a phone's browser sends: answers over 1 KB come back compressed, as they do in the app
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...(target.method === 'POST' ? { 'content-type': 'application/json' } : {}), ...target.headers },
      ...(makeBody || makePath
        ? {
            setupRequest: (request: autocannon.Request) => {
              const body = makeBody?.()
              return {
                ...request,
                ...(body === undefined ? {} : { body }),
                ...(makePath ? { path: makePath() } : {}),
                ...(headersFor && body !== undefined ? { headers: { ...request.headers, ...headersFor(body) } } : {}),
              }
            },
          }
        : {}),
    }],
  })
}

/**
 * A 2 s warm-up (JIT, caches, connection pools) that is thrown away, then the measured run; or, with `amount`,
 * exactly that many requests and no warm-up (work that can be done only once each, such as a new gateway order).
 */
export async function measure(target: LoadTarget, cpu?: CpuMeter, amount?: number, window?: { seconds: number }): Promise<LoadResult> {
  // a window (the cold rows' 10 s slices of a server's first minute) is measured as it comes, without a warm-up
  if (amount === undefined && !window) await cannon(target, { seconds: WARMUP_SECONDS })
  const before = cpu ? await cpu() : null
  const r = await cannon(target, window ?? (amount === undefined ? { seconds: MEASURE_SECONDS } : { amount }))
  const after = cpu ? await cpu() : null
  const perRequest = (a: number | null | undefined, b: number | null | undefined) =>
    a === null || a === undefined || b === null || b === undefined || r.requests.total === 0 ? null : (b - a) / r.requests.total
  return {
    serverCpuMs: perRequest(before?.server, after?.server),
    dbCpuMs: perRequest(before?.db, after?.db),
    requestsPerSecond: r.requests.average,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    errors: r.errors,
    non2xx: r.non2xx,
  }
}
