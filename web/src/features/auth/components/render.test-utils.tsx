import type { ReactElement } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { vi } from 'vitest'

export function renderWithQuery(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>)
}

/** Stubs fetch with one JSON answer per call, in order; returns the mock to inspect bodies. */
export function stubFetch(...answers: Array<{ status?: number; body: unknown } | Error>) {
  const mock = vi.fn(async () => {
    const next = answers.shift()
    if (!next) throw new Error('unexpected fetch')
    if (next instanceof Error) throw next
    return new Response(JSON.stringify(next.body), { status: next.status ?? 200, headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', mock)
  return mock
}

export function bodyOf(mock: ReturnType<typeof stubFetch>, call = 0): unknown {
  const init = (mock.mock.calls[call] as unknown as [string, RequestInit])[1]
  return JSON.parse(init.body as string)
}
