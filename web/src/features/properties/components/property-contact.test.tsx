import type { ReactNode } from 'react'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { propertyStrings as t } from '../strings'
import { PropertyContact } from './property-contact'
import { PropertyMap } from './property-map'

afterEach(() => vi.unstubAllGlobals())

function stubConfig(map: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(
    JSON.stringify({ support_phone: '+911140000000', support_email: 'help@basera.in', map }),
    { headers: { 'Content-Type': 'application/json' } },
  )))
}
const withClient = (ui: ReactNode) => render(<MemoryRouter><QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider></MemoryRouter>)
const messageTo = '/messages/new?property_id=7'

describe('reachable people', () => {
  it('messages the property in the app (no WhatsApp: no number changes hands) and calls its own published number', async () => {
    stubConfig(null)
    withClient(<PropertyContact propertyName="Sunrise PG" contactName="Neha (property manager)" contactPhone="9810012345" messageTo={messageTo} />)
    expect(await screen.findByRole('link', { name: t.callNow })).toHaveAttribute('href', 'tel:+919810012345')
    expect(screen.getByRole('link', { name: t.messageOwnerOf('Sunrise PG') })).toHaveAttribute('href', messageTo)
    expect(document.querySelector('a[href*="wa.me"]')).toBeNull()
    expect(screen.getByText('Neha (property manager)')).toBeInTheDocument()
  })

  it('falls back to the configured support number when the property has none', async () => {
    stubConfig(null)
    withClient(<PropertyContact propertyName="Sunrise PG" contactName={null} contactPhone={null} messageTo={messageTo} />)
    expect(await screen.findByRole('link', { name: t.callNow })).toHaveAttribute('href', 'tel:+911140000000')
    expect(screen.getByText(t.supportName)).toBeInTheDocument()
  })

  it('labels a sample contact Sample and offers no way to dial it; support answers instead', async () => {
    stubConfig(null)
    withClient(<PropertyContact propertyName="Sunrise PG" contactName="Rohit (property manager)" contactPhone={null} contactIsSample messageTo={messageTo} />)
    const sample = await screen.findByTestId('sample-contact')
    expect(sample).toHaveTextContent('Rohit (property manager)')
    expect(sample).toHaveTextContent(t.sampleReview)
    expect(sample.querySelector('a')).toBeNull()
    expect(await screen.findByRole('link', { name: t.callNow })).toHaveAttribute('href', 'tel:+911140000000')
    expect(screen.getByText(t.supportName)).toBeInTheDocument()
  })

  it('shows the address card, not a map, when no tiles are configured', async () => {
    stubConfig(null)
    withClient(<PropertyMap name="Sunrise PG" address="4 Lajpat Nagar" latitude={28.57} longitude={77.24} />)
    expect(await screen.findByText('4 Lajpat Nagar')).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: t.mapLabel('Sunrise PG') })).toBeNull()
  })
})
