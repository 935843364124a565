import { render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { saveSession } from '../../lib/session'
import { layoutStrings } from './strings'
import { TabBar } from './tab-bar'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <TabBar />
      </MemoryRouter>
    </QueryClientProvider>,
  )

describe('tab bar', () => {
  it('highlights Search on the results of a search, not only on Localities', () => {
    renderAt('/search?city=2&min=2000&max=8000')
    expect(screen.getByRole('link', { name: layoutStrings.tabSearch })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: layoutStrings.tabHome })).not.toHaveAttribute('aria-current')
  })

  it('counts a signed-in tenant\'s unread messages on the Messages tab, and asks nothing while signed out', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ success: true, unread_total: 3 }), { headers: { 'Content-Type': 'application/json' } }))
    vi.stubGlobal('fetch', fetch)
    renderAt('/home')
    expect(screen.getByRole('link', { name: layoutStrings.tabMessages })).toHaveAttribute('href', '/messages')
    expect(fetch).not.toHaveBeenCalled()
    saveSession({ accessToken: 'a'.repeat(32), leadId: 12 })
    const tab = await screen.findByRole('link', { name: new RegExp(`${layoutStrings.tabMessages}\\s*${layoutStrings.unreadMessages(3)}`) })
    expect(tab).toHaveTextContent('3')
    expect(fetch.mock.calls[0]?.[0]).toBe(endpoints.getUnreadMessageCount.path)
  })
})
