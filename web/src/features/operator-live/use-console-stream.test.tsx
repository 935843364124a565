import { act, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../lib/api-client'
import { useConsoleLive, useConsolePollMs } from '../../lib/console-live'
import type { StreamHandlers } from './api/console-stream'
import { consoleLiveStrings } from './strings'
import { useConsoleStream } from './use-console-stream'

const stream = vi.hoisted(() => ({ handlers: null as StreamHandlers | null, calls: 0, end: null as (() => void) | null, refuse: false }))
vi.mock('./api/console-stream', () => ({
  readConsoleStream: (handlers: StreamHandlers, signal: AbortSignal) => {
    stream.calls++
    stream.handlers = handlers
    if (stream.refuse) return Promise.reject(new ApiError(401, 'Please sign in to continue.'))
    handlers.onOpen()
    return new Promise<number | null>((resolve) => {
      stream.end = () => resolve(10)
      signal.addEventListener('abort', () => resolve(null))
    })
  },
}))
const toasts = vi.hoisted(() => [] as string[])
vi.mock('../../components/toast', () => ({ toast: { info: (message: string) => toasts.push(message) } }))

function Console() {
  useConsoleStream(true)
  return <p>{`${useConsoleLive() ? 'live' : 'down'} ${useConsolePollMs()}`}</p>
}

function renderConsole() {
  const queryClient = new QueryClient()
  const invalidated: unknown[] = []
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey)
  })
  const view = render(<QueryClientProvider client={queryClient}><MemoryRouter><Console /></MemoryRouter></QueryClientProvider>)
  return { invalidated, view }
}

beforeEach(() => {
  Object.assign(stream, { handlers: null, calls: 0, end: null, refuse: false })
  toasts.length = 0
})
afterEach(() => vi.useRealTimers())

describe('the console\'s live stream', () => {
  it('polls slowly while the stream is up; a new booking refreshes the bookings and the counts and says so', async () => {
    const { invalidated } = renderConsole()
    expect(await screen.findByText('live 120000')).toBeVisible()
    act(() => stream.handlers?.onChange({ property_id: 3, topic: 'bookings', kind: 'booking_requested' }))
    expect(invalidated).toEqual([['operator', 'bookings'], ['operator', 'properties'], ['operator', 'money'], ['operator', 'notifications']])
    expect(toasts).toEqual([consoleLiveStrings.news.booking_requested])
    invalidated.length = 0
    act(() => stream.handlers?.onChange({ property_id: 3, topic: 'visits' }))
    expect(invalidated).toEqual([['operator', 'visits'], ['operator', 'requests'], ['operator', 'properties']])
    expect(toasts).toHaveLength(1)
  })

  it('falls back to polling every 30 s when the stream drops, and reconnects, refreshing everything it may have missed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { invalidated } = renderConsole()
    expect(await screen.findByText('live 120000')).toBeVisible()
    act(() => stream.end?.())
    expect(await screen.findByText('down 30000')).toBeVisible()
    await act(async () => { await vi.advanceTimersByTimeAsync(100) })
    expect(stream.calls).toBe(2)
    expect(await screen.findByText('live 120000')).toBeVisible()
    expect(invalidated).toContainEqual(['operator'])
  })

  it('stops when the server refuses the session (401)', async () => {
    stream.refuse = true
    renderConsole()
    expect(await screen.findByText('down 30000')).toBeVisible()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(stream.calls).toBe(1)
  })
})
