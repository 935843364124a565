import * as endpoints from '@basera/contract/endpoints'
import { CONTENTION_ROOMS } from './databases.ts'
import { postJson } from './http.ts'

const BOOKERS = 200
const SIGN_IN_CONCURRENCY = 20

export interface BookingResult {
  attempts: number
  rooms: number
  succeeded: number
  conflicts: number
  other: number
  otherStatuses: string
  /** From firing all 200 bookings to the last answer. */
  elapsedMs: number
  /** available_rooms of the option afterwards, as the API reports it (must be 0). */
  roomsLeft: number | null
  signInMs: number
  ok: boolean
}

interface Booker {
  token: string
  tenantId: number
}

/** A lead signs in through the API (development servers echo the code) and adds the tenant to book for. */
export async function signUp(baseUrl: string, i: number): Promise<Booker> {
  const phoneNumber = `8${String(i).padStart(9, '0')}`
  const login = await postJson<{ otp?: string }>(baseUrl, endpoints.login.path, { phoneNumber })
  if (!login.otp) throw new Error('the server did not echo the code: it must run in development mode')
  const verified = await postJson<{ accessToken: string; lead_profile_id: number }>(baseUrl, endpoints.verifyOtp.path, { phoneNumber, otp: login.otp })
  const tenant = await postJson<{ tenant_id: number }>(baseUrl, endpoints.addTenant.path, {
    leadId: verified.lead_profile_id,
    fullName: `Bench Tenant ${i}`.slice(0, 15),
    gender: 'GENDER_FEMALE',
    contact_number: phoneNumber,
    email: `bench${i}@example.com`,
    occupation: 'Working',
    is_b2b_user: 'No',
  }, verified.accessToken)
  return { token: verified.accessToken, tenantId: tenant.tenant_id }
}

async function signUpAll(baseUrl: string): Promise<Booker[]> {
  const bookers: Booker[] = []
  for (let start = 0; start < BOOKERS; start += SIGN_IN_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(SIGN_IN_CONCURRENCY, BOOKERS - start) }, (_, k) => signUp(baseUrl, start + k + 1))
    bookers.push(...(await Promise.all(batch)))
  }
  return bookers
}

async function roomsLeft(baseUrl: string, propertyId: number, roomOptionId: number): Promise<number | null> {
  const reply = await postJson<{ data: { room_option_id: number; available_rooms: number }[] }>(baseUrl, endpoints.getRoomOptions.path, { propertyId })
  return reply.data.find((o) => o.room_option_id === roomOptionId)?.available_rooms ?? null
}

/** 200 signed-in leads fire one booking each, at the same moment, at one room option with exactly 10 rooms. */
export async function benchBooking(baseUrl: string, room: { propertyId: number; roomOptionId: number }): Promise<BookingResult> {
  const signInStarted = performance.now()
  const bookers = await signUpAll(baseUrl)
  const signInMs = performance.now() - signInStarted
  const before = await roomsLeft(baseUrl, room.propertyId, room.roomOptionId)
  if (before !== CONTENTION_ROOMS) throw new Error(`the contended room option has ${before} rooms, expected ${CONTENTION_ROOMS}`)

  const started = performance.now()
  const statuses = await Promise.all(bookers.map(async (b) => {
    const response = await fetch(`${baseUrl}${endpoints.bookRoom.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${b.token}` },
      body: JSON.stringify({ tenant_id: b.tenantId, property_id: room.propertyId, room_option_id: room.roomOptionId }),
    })
    await response.arrayBuffer()
    return response.status
  }))
  const elapsedMs = performance.now() - started

  const succeeded = statuses.filter((s) => s === 200).length
  const conflicts = statuses.filter((s) => s === 409).length
  const others = statuses.filter((s) => s !== 200 && s !== 409)
  const left = await roomsLeft(baseUrl, room.propertyId, room.roomOptionId)
  return {
    attempts: BOOKERS,
    rooms: CONTENTION_ROOMS,
    succeeded,
    conflicts,
    other: others.length,
    otherStatuses: [...new Set(others)].join(','),
    elapsedMs,
    roomsLeft: left,
    signInMs,
    ok: succeeded === CONTENTION_ROOMS && conflicts === BOOKERS - CONTENTION_ROOMS && left === 0,
  }
}
