import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messages } from '@basera/contract/messages'
import type { ConsoleChange } from '@basera/contract/realtime'
import { ApiError } from '../../../lib/api-client'
import { clearOperatorSession, getOperatorSession, saveOperatorSession } from '../../../lib/operator-session'
import { readConsoleStream } from './console-stream'

const operator = { accessToken: 'op_console-token', operatorId: 2, role: 'owner' as const, name: 'Asha Owner', phone: '7000000011' }

/** A stream answer that arrives in these chunks (frames cut anywhere, as a network does). */
function streamOf(chunks: string[]) {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } })
}

function handlers() {
  const changes: ConsoleChange[] = []
  const calls = { opened: 0, resyncs: 0 }
  return {
    changes,
    calls,
    on: {
      onOpen: () => { calls.opened++ },
      onChange: (c: ConsoleChange) => { changes.push(c) },
      onResync: () => { calls.resyncs++ },
    },
  }
}

describe('reading the console stream', () => {
  beforeEach(() => saveOperatorSession(operator))
  afterEach(() => {
    vi.unstubAllGlobals()
    clearOperatorSession()
  })

  it('sends the console token and hands over each change, frames cut across chunks, comments and unknown events skipped', async () => {
    const fetchMock = vi.fn(async () => streamOf([
      'retry: 3000\n: connected\n\n',
      'event: change\ndata: {"property_id":4,"topic":"book',
      'ings","kind":"booking_requested"}\n\n: ping\n\nevent: other\ndata: {}\n\n',
      'event: change\r\ndata: {"property_id":4,"topic":"visits"}\r\n\r\nevent: resync\ndata: {}\n\n',
    ]))
    vi.stubGlobal('fetch', fetchMock)
    const h = handlers()
    const retry = await readConsoleStream(h.on, new AbortController().signal)
    expect(retry).toBe(3000)
    expect(h.calls).toEqual({ opened: 1, resyncs: 1 })
    expect(h.changes).toEqual([{ property_id: 4, topic: 'bookings', kind: 'booking_requested' }, { property_id: 4, topic: 'visits' }])
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1]
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer op_console-token')
  })

  it('ignores a change it cannot read instead of failing the stream', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => streamOf(['event: change\ndata: not json\n\nevent: change\ndata: {"property_id":1,"topic":"gossip"}\n\nevent: change\ndata: {"property_id":1,"topic":"requests"}\n\n'])))
    const h = handlers()
    await readConsoleStream(h.on, new AbortController().signal)
    expect(h.changes).toEqual([{ property_id: 1, topic: 'requests' }])
  })

  it('a refused stream (401) throws the API error and ends the console session, as any refused call does', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: messages.unauthorized }), { status: 401, headers: { 'content-type': 'application/json' } })))
    const h = handlers()
    const refused = readConsoleStream(h.on, new AbortController().signal)
    await expect(refused).rejects.toBeInstanceOf(ApiError)
    await expect(refused).rejects.toMatchObject({ status: 401 })
    expect(h.calls.opened).toBe(0)
    expect(getOperatorSession()).toBeNull()
  })
})
