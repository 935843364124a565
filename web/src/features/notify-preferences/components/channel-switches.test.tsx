import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@basera/contract/notify'
import { useLeadNotificationPreferences, useSaveLeadNotificationPreferences } from '../api/lead-preferences'
import { channelStrings } from '../strings'
import { ChannelSwitches } from './channel-switches'

afterEach(() => vi.unstubAllGlobals())

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function Tenant() {
  const preferences = useLeadNotificationPreferences(7)
  const save = useSaveLeadNotificationPreferences(7)
  return <ChannelSwitches preferences={preferences} save={save} text={channelStrings} />
}

/** The server: answers the stored choice, and saves (or refuses, with its sentence) a new one. */
function serve(refuse?: string) {
  let stored: NotificationPreferences = { ...DEFAULT_NOTIFICATION_PREFERENCES }
  const saved: NotificationPreferences[] = []
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    if (url.endsWith('/notification-preferences/get')) return json({ success: true, data: stored })
    if (refuse) return json({ message: refuse }, 400)
    const body = JSON.parse(init.body as string) as { preferences: NotificationPreferences }
    stored = body.preferences
    saved.push(body.preferences)
    return json({ success: true, data: stored })
  }))
  return saved
}

function renderTenant() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(<QueryClientProvider client={client}><Tenant /></QueryClientProvider>)
}

describe('choosing how Basera reaches a tenant', () => {
  it('shows each channel as a switch, and a switch saves the whole choice at once', async () => {
    const saved = serve()
    renderTenant()
    const sms = await screen.findByRole('switch', { name: channelStrings.sms.label })
    expect(sms).toBeChecked()
    await userEvent.click(sms)
    await waitFor(() => expect(saved).toEqual([{ ...DEFAULT_NOTIFICATION_PREFERENCES, sms: false }]))
    expect(sms).not.toBeChecked()
    expect(await screen.findByRole('status')).toHaveTextContent(channelStrings.saved)
  })

  it('a refusal puts the switch back and says why', async () => {
    serve('Sign in again to change this')
    renderTenant()
    const whatsapp = await screen.findByRole('switch', { name: channelStrings.whatsapp.label })
    await userEvent.click(whatsapp)
    expect(await screen.findByText('Sign in again to change this')).toBeVisible()
    expect(whatsapp).toBeChecked()
  })
})
