import { PushSubscriptionJson } from '@basera/contract/notify'

// This device and push: whether it can, what its person answered (kept, so a device is asked at most once per
// audience: a refusal, an unsupported browser or a "not now" is never asked again), and the subscription itself.

export type PushAnswer = 'on' | 'dismissed' | 'denied' | 'unsupported'
const KEY = (audience: 'tenant' | 'operator') => `basera.push.${audience}`

export function storedAnswer(audience: 'tenant' | 'operator'): PushAnswer | null {
  try {
    const value = localStorage.getItem(KEY(audience))
    return value === 'on' || value === 'dismissed' || value === 'denied' || value === 'unsupported' ? value : null
  } catch {
    return null
  }
}

export function storeAnswer(audience: 'tenant' | 'operator', answer: PushAnswer): void {
  try {
    localStorage.setItem(KEY(audience), answer)
  } catch {
    // private mode without storage: the offer may come back next visit, nothing worse
  }
}

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

/** The browser already refuses notifications for this site: asking would do nothing. */
export const pushBlocked = (): boolean => pushSupported() && Notification.permission === 'denied'

const WORKER_WAIT_MS = 10_000

/** The app's service worker, registered if the page has not done it yet; null when none becomes active in time. */
async function activeWorker(): Promise<ServiceWorkerRegistration | null> {
  const existing = await navigator.serviceWorker.getRegistration()
  if (!existing) await navigator.serviceWorker.register('/service-worker.js').catch(() => undefined)
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS))
  return Promise.race([navigator.serviceWorker.ready, timeout])
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=')
  const binary = atob(base64)
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/**
 * Asks the browser (the person has just tapped "Turn on"), then subscribes with the server's VAPID key:
 * the subscription to save, 'denied' if they refused, 'unsupported' if this browser cannot.
 */
export async function subscribeDevice(vapidKey: string): Promise<PushSubscriptionJson | 'denied' | 'unsupported'> {
  if (!pushSupported()) return 'unsupported'
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return 'denied'
  const registration = await activeWorker()
  if (!registration) return 'unsupported'
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(vapidKey) }
  const existing = await registration.pushManager.getSubscription()
  // one made with another key (the server's keys changed) cannot be reused: the browser refuses a second key
  const subscription = await registration.pushManager.subscribe(options).catch(async () => {
    await existing?.unsubscribe()
    return registration.pushManager.subscribe(options)
  })
  const parsed = PushSubscriptionJson.safeParse(subscription.toJSON())
  return parsed.success ? parsed.data : 'unsupported'
}
