import * as endpoints from '@basera/contract/endpoints'
import { CONSOLE_CHANGE_EVENT, ConsoleChange } from '@basera/contract/realtime'
import { signUp } from './booking-bench.ts'
import { postJson } from './http.ts'
import { measure } from './load.ts'

// The console in real time (issue 31): the time from a booking request sent through the API to its event on an
// open console's stream, while the server is under a search load and many consoles are open. One admin console
// (it sees every property) is measured; the others only add to the fan-out. Bookings run a few at a time, each on
// a property of its own, so an event names its booking by its property.

const ADMIN_PHONE = '7000000001'
const OPEN_CONSOLES = 50
const BOOKINGS = 100
const AT_ONCE = 10
const GIVE_UP_MS = 10_000
const LOAD_SECONDS = 20

export interface ConsoleLiveResult {
  bookings: number
  atOnce: number
  consoles: number
  p50Ms: number | null
  p99Ms: number | null
  maxMs: number | null
  /** The booking request's own answer under the same load (the event is sent when its transaction commits, before the answer). */
  requestP50Ms: number | null
  requestP99Ms: number | null
  /** Bookings whose event did not arrive within 10 s. */
  missed: number
  /** The search load beside them (autocannon, 50 connections). */
  loadRps: number
}

interface Console {
  /** Resolves with the arrival time of the next `booking_requested` change at `propertyId`, or null after 10 s. */
  next: (propertyId: number) => Promise<number | null>
  close: () => void
}

/** One console's stream, read as the console reads it (fetch with the operator's token), its changes handed to waiters. */
async function openConsole(baseUrl: string, token: string): Promise<Console> {
  const abort = new AbortController()
  const response = await fetch(baseUrl + endpoints.operatorStream.path, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: abort.signal })
  if (!response.ok || !response.body) throw new Error(`the stream answered ${response.status}`)
  const waiters = new Map<number, (at: number) => void>()
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  void (async () => {
    let rest = ''
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return
        rest += decoder.decode(value, { stream: true })
        let end: number
        while ((end = rest.indexOf('\n\n')) >= 0) {
          const lines = rest.slice(0, end).split('\n')
          rest = rest.slice(end + 2)
          if (!lines.includes(`event: ${CONSOLE_CHANGE_EVENT}`)) continue
          const parsed = ConsoleChange.safeParse(JSON.parse(lines.find((l) => l.startsWith('data: '))?.slice(6) ?? 'null'))
          if (parsed.success && parsed.data.kind === 'booking_requested') waiters.get(parsed.data.property_id)?.(performance.now())
        }
      }
    } catch {
      // closed
    }
  })()
  return {
    next: (propertyId) => new Promise((resolve) => {
      const timer = setTimeout(() => {
        waiters.delete(propertyId)
        resolve(null)
      }, GIVE_UP_MS)
      waiters.set(propertyId, (at) => {
        clearTimeout(timer)
        waiters.delete(propertyId)
        resolve(at)
      })
    }),
    close: () => abort.abort(),
  }
}

interface Option { room_option_id: number; available_rooms: number; token_amount: number }

interface Room { propertyId: number; roomOptionId: number }

/**
 * Free-request rooms (no token to pay) a woman may take, one entry per room, in AT_ONCE lists: a list's rooms
 * are booked one after another, and no two lists share a property.
 */
async function freeRooms(baseUrl: string): Promise<Room[][]> {
  const lists: Room[][] = Array.from({ length: AT_ONCE }, () => [])
  let total = 0
  let properties = 0
  for (let propertyId = 2; (total < BOOKINGS || properties < AT_ONCE) && propertyId < 3000; propertyId++) {
    const detail = await postJson<{ data: { genders: string[] }[] }>(baseUrl, endpoints.getPropertyById.path, { propertyId }).catch(() => null)
    if (!detail?.data[0]?.genders.includes('GENDER_FEMALE')) continue
    const options = (await postJson<{ data: Option[] }>(baseUrl, endpoints.getRoomOptions.path, { propertyId })).data
    const option = options.find((o) => o.token_amount === 0 && o.available_rooms > 0)
    if (!option) continue
    const list = lists[properties++ % AT_ONCE] as Room[]
    for (let r = 0; r < option.available_rooms; r++) list.push({ propertyId, roomOptionId: option.room_option_id })
    total += option.available_rooms
  }
  if (total < BOOKINGS || properties < AT_ONCE) throw new Error(`only ${total} free-request rooms in ${properties} properties`)
  return lists
}

const percentile = (sorted: number[], p: number) => (sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null) : null)

export async function benchConsoleLive(baseUrl: string): Promise<ConsoleLiveResult> {
  const login = await postJson<{ otp?: string }>(baseUrl, endpoints.operatorLogin.path, { phoneNumber: ADMIN_PHONE })
  const admin = await postJson<{ accessToken: string }>(baseUrl, endpoints.operatorVerifyOtp.path, { phoneNumber: ADMIN_PHONE, otp: login.otp })
  const lists = await freeRooms(baseUrl)
  const bookers: Awaited<ReturnType<typeof signUp>>[] = []
  for (let i = 0; i < BOOKINGS; i++) bookers.push(await signUp(baseUrl, 5000 + i))
  const consoles = await Promise.all(Array.from({ length: OPEN_CONSOLES }, () => openConsole(baseUrl, admin.accessToken)))
  const measured = consoles[0] as Console
  const bodies = Array.from({ length: 50 }, (_, k) => JSON.stringify({ minAmount: 4000 + k * 200, maxAmount: 40_000 }))
  let n = 0
  const load = measure({ url: baseUrl + endpoints.searchProperties.path, method: 'POST', body: () => bodies[n++ % bodies.length] ?? '{}' }, undefined, undefined, { seconds: LOAD_SECONDS })
  // the load's connections first
  await new Promise((resolve) => setTimeout(resolve, 1000))

  const times: number[] = []
  const requests: number[] = []
  let missed = 0
  let next = 0
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
  const worker = async (rooms: Room[]) => {
    for (const room of rooms) {
      const booker = bookers[next++]
      if (!booker) return
      const held = await postJson<{ bookingId: number }>(baseUrl, endpoints.bookRoom.path, { tenant_id: booker.tenantId, property_id: room.propertyId, room_option_id: room.roomOptionId }, booker.token)
      const heard = measured.next(room.propertyId)
      const sent = performance.now()
      await postJson(baseUrl, endpoints.allocateAgreement.path, { tenant_id: booker.tenantId, property_id: room.propertyId, bookingId: held.bookingId, tanant_move_in_date: today }, booker.token)
      requests.push(performance.now() - sent)
      const at = await heard
      if (at === null) missed++
      else times.push(at - sent)
    }
  }
  try {
    await Promise.all(lists.map(worker))
  } finally {
    for (const c of consoles) c.close()
  }
  const loadResult = await load
  const sorted = [...times].sort((a, b) => a - b)
  const answers = [...requests].sort((a, b) => a - b)
  return {
    requestP50Ms: percentile(answers, 50), requestP99Ms: percentile(answers, 99),
    bookings: BOOKINGS, atOnce: AT_ONCE, consoles: OPEN_CONSOLES, missed, loadRps: loadResult.requestsPerSecond,
    p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: sorted.at(-1) ?? null,
  }
}
