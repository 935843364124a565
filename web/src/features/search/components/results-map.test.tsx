import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { publicConfigQuery } from '../../../lib/public-config'
import { roomFilterStrings as text } from '../room-strings'
import type { ResultsView } from '@basera/contract/search-link'
import { ResultsViewToggle } from './results-map'

function renderToggle(map: { tile_url: string; attribution: string } | null) {
  const client = new QueryClient()
  client.setQueryData(publicConfigQuery.queryKey, { support_phone: '', support_email: '', support_is_placeholder: true, map })
  const chosen: ResultsView[] = []
  render(
    <QueryClientProvider client={client}>
      <ResultsViewToggle view="list" onChange={(v) => chosen.push(v)} />
    </QueryClientProvider>,
  )
  return chosen
}

describe('ResultsViewToggle', () => {
  it('switches to the map when tiles are configured', async () => {
    const chosen = renderToggle({ tile_url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '©' })
    await userEvent.click(screen.getByRole('button', { name: text.mapView }))
    expect(chosen).toEqual(['map'])
    expect(screen.queryByText(text.mapNoTiles)).toBeNull()
  })

  it('without tiles the map cannot be chosen, and it says why; the list stays', async () => {
    const chosen = renderToggle(null)
    const map = screen.getByRole('button', { name: text.mapView })
    expect(map).toBeDisabled()
    expect(map).toHaveAccessibleDescription(text.mapNoTiles)
    expect(screen.getByRole('button', { name: text.listView })).toHaveAttribute('aria-pressed', 'true')
    expect(chosen).toEqual([])
  })
})
