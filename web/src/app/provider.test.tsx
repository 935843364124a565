import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AppProvider } from './provider'

// the toast library's file, as when it cannot be fetched (offline before the service worker kept it)
let importAsked = false
vi.mock('../components/page-toaster', () => {
  importAsked = true
  throw new TypeError('Failed to fetch dynamically imported module')
})

describe('AppProvider', () => {
  afterEach(() => vi.restoreAllMocks())

  it('keeps the app on screen when the toast library cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <AppProvider language="en">
        <h1>Home</h1>
      </AppProvider>,
    )
    // the toaster is asked for once the first screen has painted
    await vi.waitFor(() => expect(importAsked).toBe(true))
    // once the failed import has settled and React has rendered again (it holds a suspended tree up to 300 ms),
    // the screen is still there
    await vi.dynamicImportSettled()
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument()
  })
})
