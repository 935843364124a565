import { lazy } from 'react'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OnDemand } from './on-demand'

describe('OnDemand', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the loading part until the code arrives, then the part', async () => {
    const Part = lazy(() => Promise.resolve({ default: () => <p>the form</p> }))
    render(
      <OnDemand loading={<p>loading</p>} failed={<p>failed</p>}>
        <Part />
      </OnDemand>,
    )
    expect(screen.getByText('loading')).toBeInTheDocument()
    expect(await screen.findByText('the form')).toBeInTheDocument()
  })

  it('shows the failed part, and keeps the rest of the screen, when the code cannot be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const Part = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))
    render(
      <main>
        <h1>Property</h1>
        <OnDemand loading={<p>loading</p>} failed={<p>failed</p>}>
          <Part />
        </OnDemand>
      </main>,
    )
    expect(await screen.findByText('failed')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Property' })).toBeInTheDocument()
  })
})
