import { endpointPath } from '@basera/contract/endpoint'
import { operatorStream } from '@basera/contract/operator-endpoints'
import { CONSOLE_CHANGE_EVENT, ConsoleChange } from '@basera/contract/realtime'
import { apiError, tokenFor } from '../../../lib/api-client'

// The console's server-sent events, read with fetch rather than EventSource: console calls carry the operator's
// bearer token, and an EventSource cannot send a header (a token in the URL would end up in logs and history).

export interface StreamHandlers {
  /** The server accepted the stream: changes from now on arrive. */
  onOpen: () => void
  onChange: (change: ConsoleChange) => void
  /** The server may have missed changes (its listener reconnected): refresh everything shown. */
  onResync: () => void
}

interface Frame {
  event: string
  data: string[]
}

/**
 * Reads the stream until the server ends it or `signal` aborts; resolves with the server's reconnect hint (ms)
 * when it gave one. A refusal throws the API's error (a 401 ends the console's session, as any call's would).
 */
export async function readConsoleStream(handlers: StreamHandlers, signal: AbortSignal): Promise<number | null> {
  const token = tokenFor('operator')
  const response = await fetch(endpointPath(operatorStream), {
    headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    cache: 'no-store',
    signal,
  })
  if (!response.ok || !response.body) throw apiError('operator', response.status, await response.json().catch(() => null))
  handlers.onOpen()
  let retryMs: number | null = null
  let frame: Frame = { event: 'message', data: [] }
  let rest = ''
  const dispatch = () => {
    if (frame.event === CONSOLE_CHANGE_EVENT) {
      const parsed = ConsoleChange.safeParse(safeJson(frame.data.join('\n')))
      if (parsed.success) handlers.onChange(parsed.data)
    } else if (frame.event === 'resync') handlers.onResync()
    frame = { event: 'message', data: [] }
  }
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return retryMs
    rest += decoder.decode(value, { stream: true })
    const lines = rest.split(/\r\n|\r|\n/)
    rest = lines.pop() ?? ''
    for (const line of lines) {
      if (line === '') dispatch()
      else if (line.startsWith(':')) continue
      else {
        const colon = line.indexOf(':')
        const field = colon < 0 ? line : line.slice(0, colon)
        const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '')
        if (field === 'event') frame.event = text
        else if (field === 'data') frame.data.push(text)
        else if (field === 'retry' && /^\d+$/.test(text)) retryMs = Number(text)
      }
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
