import { describe, expect, it, vi } from 'vitest'
import { FALLBACK_PUSH, openApp, payloadOf, showPush, urlOfNotification } from './push'

const ORIGIN = 'https://basera.example'
const data = (value: unknown) => ({ json: () => value })

describe('a push arriving in the service worker', () => {
  it('shows the title and body of the server\'s payload, with the app icon, its tag, and the screen to open', async () => {
    const showNotification = vi.fn(async () => undefined)
    const payload = payloadOf(data({ title: 'New booking request', body: 'Asha asks for a double room', url: '/operator/bookings', tag: 'booking-12' }))
    await showPush({ showNotification }, payload)
    expect(showNotification).toHaveBeenCalledWith('New booking request', {
      body: 'Asha asks for a double room', icon: '/media/icons/icon-192.png', data: { url: '/operator/bookings' }, tag: 'booking-12',
    })
  })

  it('still shows something for a payload it cannot read, and never a link to another site', () => {
    expect(payloadOf(null)).toEqual(FALLBACK_PUSH)
    expect(payloadOf({ json: () => { throw new SyntaxError('not JSON') } })).toEqual(FALLBACK_PUSH)
    expect(payloadOf(data({ title: 'Only a title' }))).toEqual(FALLBACK_PUSH)
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      expect(payloadOf(data({ title: 'T', body: 'B', url })).url).toBe(FALLBACK_PUSH.url)
    }
    expect(urlOfNotification({ url: '//evil.example' })).toBe(FALLBACK_PUSH.url)
    expect(urlOfNotification({ url: '/bookings' })).toBe('/bookings')
  })
})

function windowAt(url: string) {
  const client = { url, focus: vi.fn(async () => client), navigate: vi.fn(async (to: string) => ({ ...client, url: to })) }
  return client
}

function clientsWith(windows: ReturnType<typeof windowAt>[]) {
  const openWindow = vi.fn(async (_url: string) => null)
  return { clients: { matchAll: vi.fn(async () => windows), openWindow } as unknown as Clients, openWindow }
}

describe('a tap on the notification', () => {
  it('brings forward a window already on that screen', async () => {
    const there = windowAt(`${ORIGIN}/operator/bookings`)
    const { clients, openWindow } = clientsWith([windowAt(`${ORIGIN}/home`), there])
    await openApp(clients, ORIGIN, '/operator/bookings')
    expect(there.focus).toHaveBeenCalled()
    expect(openWindow).not.toHaveBeenCalled()
  })

  it('takes an open window of the app to the screen', async () => {
    const open = windowAt(`${ORIGIN}/home`)
    const { clients, openWindow } = clientsWith([windowAt('https://other.example/'), open])
    await openApp(clients, ORIGIN, '/bookings')
    expect(open.focus).toHaveBeenCalled()
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/bookings`)
    expect(openWindow).not.toHaveBeenCalled()
  })

  it('opens a new window when none of the app is open, or the open one cannot be moved', async () => {
    const none = clientsWith([windowAt('https://other.example/')])
    await openApp(none.clients, ORIGIN, '/bookings')
    expect(none.openWindow).toHaveBeenCalledWith(`${ORIGIN}/bookings`)
    const stuck = windowAt(`${ORIGIN}/home`)
    stuck.navigate.mockRejectedValueOnce(new TypeError('not controlled'))
    const uncontrolled = clientsWith([stuck])
    await openApp(uncontrolled.clients, ORIGIN, '/bookings')
    expect(uncontrolled.openWindow).toHaveBeenCalledWith(`${ORIGIN}/bookings`)
  })
})
