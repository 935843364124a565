import { endpointPath } from '@basera/contract/endpoint'
import * as endpoints from '@basera/contract/endpoints'
import { ConsoleChange } from '@basera/contract/realtime'

// A console's stream as tests (and the bench) read it: over real HTTP, the SSE frames parsed as a browser would.

interface StreamEvent {
  event: string
  data: string
  /** When it arrived (Date.now()). */
  at: number
}

export interface OpenedStream {
  status: number
  headers: Headers
  events: StreamEvent[]
  /** The raw text read so far (comments and `retry:` included). */
  text: () => string
  /** Resolves when the server ends the stream. */
  ended: Promise<void>
  /** The first change that `matches`, waiting up to `timeoutMs`; null if none came. */
  change: (matches: (c: ConsoleChange) => boolean, timeoutMs: number) => Promise<{ change: ConsoleChange; at: number } | null>
  changes: () => ConsoleChange[]
  close: () => void
}

export async function openStream(origin: string, token: string | undefined): Promise<OpenedStream> {
  const abort = new AbortController()
  const response = await fetch(`${origin}${endpointPath(endpoints.operatorStream)}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
    signal: abort.signal,
  })
  const events: StreamEvent[] = []
  let raw = ''
  let pending = ''
  const waiters = new Set<() => void>()
  const decoder = new TextDecoder()
  const read = async () => {
    if (!response.body) return
    const reader = response.body.getReader()
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        const chunk = decoder.decode(value, { stream: true })
        raw += chunk
        pending += chunk
        let end: number
        while ((end = pending.indexOf('\n\n')) >= 0) {
          const block = pending.slice(0, end)
          pending = pending.slice(end + 2)
          const lines = block.split('\n')
          const event = lines.find((l) => l.startsWith('event: '))?.slice(7)
          const data = lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n')
          if (event) events.push({ event, data, at: Date.now() })
        }
        for (const wake of waiters) wake()
      }
    } catch {
      // aborted by close()
    }
  }
  const ended = read()
  const changes = () => events.filter((e) => e.event === 'change').map((e) => ConsoleChange.parse(JSON.parse(e.data)))
  const change: OpenedStream['change'] = (matches, timeoutMs) => new Promise((resolve) => {
    const look = () => {
      const found = events.find((e) => e.event === 'change' && matches(ConsoleChange.parse(JSON.parse(e.data))))
      if (!found) return false
      finish({ change: ConsoleChange.parse(JSON.parse(found.data)), at: found.at })
      return true
    }
    const timer = setTimeout(() => finish(null), timeoutMs)
    const finish = (value: { change: ConsoleChange; at: number } | null) => {
      clearTimeout(timer)
      waiters.delete(wake)
      resolve(value)
    }
    const wake = () => void look()
    if (!look()) waiters.add(wake)
  })
  return { status: response.status, headers: response.headers, events, text: () => raw, ended, change, changes, close: () => abort.abort() }
}
