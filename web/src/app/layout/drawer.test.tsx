import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearAllStorage, saveSession } from '../../lib/session'
import { Drawer } from './drawer'
import { layoutStrings } from './strings'

afterEach(() => {
  vi.unstubAllGlobals()
  clearAllStorage()
})

/** The drawn shape of an entry's icon. */
const iconOf = (label: string) => screen.getByRole('link', { name: label, hidden: true }).querySelector('svg path')?.getAttribute('d')

describe('drawer', () => {
  it('draws Dashboard and Our services with icons of their own', () => {
    saveSession({ accessToken: 't', leadId: 3 })
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)))
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <Drawer />
        </MemoryRouter>
      </QueryClientProvider>,
    )
    const dashboard = iconOf(layoutStrings.dashboard)
    const services = iconOf(layoutStrings.ourServices)
    expect(dashboard).toBeTruthy()
    expect(services).toBeTruthy()
    expect(services).not.toBe(dashboard)
    // and no other entry looks like either
    for (const label of [layoutStrings.helpCenter, layoutStrings.contactUs, layoutStrings.myBooking, layoutStrings.shortlist]) {
      expect([dashboard, services]).not.toContain(iconOf(label))
    }
  })
})
