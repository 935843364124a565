/// <reference lib="webworker" />
import type { PushPayload } from '@basera/contract/notify'

// Web Push in the service worker: a push shows its notification (the server's JSON, PushPayload in
// contract/src/notify.ts), and a tap brings the app forward at the screen it names. The payload is narrowed by
// hand: zod would weigh more than the whole worker.

const ICON = '/media/icons/icon-192.png'
/** A push must always show something (browsers punish a silent one); a payload we cannot read shows this. */
export const FALLBACK_PUSH: PushPayload = { title: 'Basera', body: 'Open Basera to see what is new.', url: '/notifications' }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
/** Only a path of this app: a payload can never send a tap to another site. */
const isAppPath = (url: string) => url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')

export function payloadOf(data: { json: () => unknown } | null): PushPayload {
  let value: unknown
  try {
    value = data?.json()
  } catch {
    return FALLBACK_PUSH
  }
  if (!isRecord(value) || typeof value.title !== 'string' || typeof value.body !== 'string') return FALLBACK_PUSH
  const url = typeof value.url === 'string' && isAppPath(value.url) ? value.url : FALLBACK_PUSH.url
  return { title: value.title, body: value.body, url, ...(typeof value.tag === 'string' ? { tag: value.tag } : {}) }
}

export function showPush(registration: Pick<ServiceWorkerRegistration, 'showNotification'>, payload: PushPayload): Promise<void> {
  return registration.showNotification(payload.title, {
    body: payload.body,
    icon: ICON,
    data: { url: payload.url },
    ...(payload.tag ? { tag: payload.tag } : {}),
  })
}

/** The path a tapped notification opens (what showPush put in its data). */
export function urlOfNotification(data: unknown): string {
  return isRecord(data) && typeof data.url === 'string' && isAppPath(data.url) ? data.url : FALLBACK_PUSH.url
}

/** An open window of the app comes forward at `path` (one already there just comes forward); else a new one opens. */
export async function openApp(clients: Pick<Clients, 'matchAll' | 'openWindow'>, origin: string, path: string): Promise<void> {
  const target = new URL(path, origin).href
  const windows = (await clients.matchAll({ type: 'window', includeUncontrolled: true })).filter((w) => new URL(w.url).origin === origin)
  const there = windows.find((w) => w.url === target)
  if (there) {
    await there.focus()
    return
  }
  const open = windows[0]
  if (open) {
    // focus first, while the tap still allows it; navigate() works only for a window this worker controls, else a new window
    const focused = await open.focus().catch(() => open)
    if (await focused.navigate(target).catch(() => null)) return
  }
  await clients.openWindow(target)
}
