import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { pushStrings } from '../strings'
import type { PushAudience } from '../api/save-subscription'
import { PushOffer } from './push-offer'

const VAPID = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U'
const SUBSCRIPTION = { endpoint: 'https://push.example/send/abc', expirationTime: null, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } }

let permission: NotificationPermission
const requestPermission = vi.fn(async () => permission)
const subscribe = vi.fn(async () => ({ toJSON: () => SUBSCRIPTION, unsubscribe: async () => true }))
const saved: { url: string; body: unknown }[] = []

function stubBrowser(vapidKey: string | null, answer: NotificationPermission) {
  permission = answer
  vi.stubGlobal('Notification', { permission: 'default', requestPermission })
  vi.stubGlobal('PushManager', {})
  const registration = { pushManager: { getSubscription: async () => null, subscribe } }
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, register: async () => registration, ready: Promise.resolve(registration) },
  })
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    if (url === endpoints.getPushConfig.path) return Response.json({ success: true, data: { vapid_public_key: vapidKey } })
    saved.push({ url, body: JSON.parse(init.body as string) })
    return Response.json({ success: true })
  }))
}

const renderOffer = (audience: PushAudience, inSettings = false) =>
  render(<QueryClientProvider client={new QueryClient()}><PushOffer audience={audience} inSettings={inSettings} /></QueryClientProvider>)

const tenant: PushAudience = { kind: 'tenant', leadId: 7 }

beforeEach(() => {
  saved.length = 0
  requestPermission.mockClear()
  subscribe.mockClear()
})
afterEach(() => vi.unstubAllGlobals())

describe('the offer of notifications', () => {
  it('explains itself and asks the browser nothing until the tenant taps "Turn on"', async () => {
    stubBrowser(VAPID, 'granted')
    renderOffer(tenant)
    expect(await screen.findByRole('region', { name: pushStrings.tenant.title })).toBeVisible()
    expect(requestPermission).not.toHaveBeenCalled()
    expect(subscribe).not.toHaveBeenCalled()
  })

  it('on yes: subscribes with the server\'s key and saves the subscription for the tenant; not offered again', async () => {
    stubBrowser(VAPID, 'granted')
    const { unmount } = renderOffer(tenant)
    await userEvent.click(await screen.findByRole('button', { name: pushStrings.turnOn }))
    expect(await screen.findByRole('status')).toHaveTextContent(pushStrings.tenant.on)
    expect(requestPermission).toHaveBeenCalledTimes(1)
    const options = (subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit])[0]
    expect(options.userVisibleOnly).toBe(true)
    expect((options.applicationServerKey as Uint8Array).length).toBe(65)
    expect(saved).toEqual([{ url: endpoints.savePushSubscription.path, body: { leadId: 7, subscription: SUBSCRIPTION } }])
    unmount()
    renderOffer(tenant)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('button', { name: pushStrings.turnOn })).toBeNull()
  })

  it('for the console: saves the operator\'s subscription', async () => {
    stubBrowser(VAPID, 'granted')
    renderOffer({ kind: 'operator' })
    expect(await screen.findByRole('region', { name: pushStrings.operator.title })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: pushStrings.turnOn }))
    expect(await screen.findByRole('status')).toHaveTextContent(pushStrings.operator.on)
    expect(saved).toEqual([{ url: endpoints.saveOperatorPushSubscription.path, body: { subscription: SUBSCRIPTION } }])
  })

  it('a refusal is said quietly and this device is never asked again', async () => {
    stubBrowser(VAPID, 'denied')
    const { unmount } = renderOffer(tenant)
    await userEvent.click(await screen.findByRole('button', { name: pushStrings.turnOn }))
    expect(await screen.findByRole('status')).toHaveTextContent(pushStrings.denied)
    expect(subscribe).not.toHaveBeenCalled()
    expect(saved).toEqual([])
    unmount()
    renderOffer(tenant)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('region', { name: pushStrings.tenant.title })).toBeNull()
  })

  it('"Not now" hides it for good on this device', async () => {
    stubBrowser(VAPID, 'granted')
    const { unmount } = renderOffer(tenant)
    await userEvent.click(await screen.findByRole('button', { name: pushStrings.notNow }))
    expect(screen.queryByRole('region', { name: pushStrings.tenant.title })).toBeNull()
    unmount()
    renderOffer(tenant)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('region', { name: pushStrings.tenant.title })).toBeNull()
    expect(requestPermission).not.toHaveBeenCalled()
  })

  it('is not offered when the server has no push key', async () => {
    stubBrowser(null, 'granted')
    renderOffer(tenant)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('region', { name: pushStrings.tenant.title })).toBeNull()
  })

  it('in the notification settings, an earlier "Not now" does not hide it, and a device already on says so', async () => {
    stubBrowser(VAPID, 'granted')
    localStorage.setItem('basera.push.tenant', 'dismissed')
    const { unmount } = renderOffer(tenant, true)
    await userEvent.click(await screen.findByRole('button', { name: pushStrings.turnOn }))
    expect(await screen.findByRole('status')).toHaveTextContent(pushStrings.tenant.on)
    expect(screen.queryByRole('button', { name: pushStrings.notNow })).toBeNull()
    unmount()
    renderOffer(tenant, true)
    expect(await screen.findByRole('status')).toHaveTextContent(pushStrings.tenant.on)
    localStorage.removeItem('basera.push.tenant')
  })
})
