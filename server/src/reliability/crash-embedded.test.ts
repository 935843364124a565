import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { emptyFigures, printFigures } from './support/figures.ts'
import { postJson, startServer, type ServerProcess } from './support/processes.ts'

// The embedded database under a crash: a real server process (tsx src/server.ts, its own DATA_DIR and port)
// takes a stream of bookings from several clients and is killed with SIGKILL mid-stream. After a restart on
// the same folder the database opens, every booking that was answered with success is there, and no room
// was lost or made up.

const WORKERS = 6
const KILL_AFTER_BOOKINGS = 30

const dir = mkdtempSync(path.join(tmpdir(), 'basera-reliability-crash-'))
let server: ServerProcess | undefined
afterAll(async () => {
  await server?.kill('SIGKILL')
  rmSync(dir, { recursive: true, force: true })
})

const env = {
  DATA_DIR: dir,
  SEED_PROPERTIES: '8',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '1000000',
  LOGIN_RATE_LIMIT_MAX: '1000000',
  SEARCH_CACHE_MS: '0',
  WEB_DIST: path.join(dir, 'no-web-build'),
}

interface Option { room_option_id: number; available_rooms: number }

async function roomsByOption(url: string, propertyIds: number[]): Promise<Map<number, number>> {
  const rooms = new Map<number, number>()
  for (const propertyId of propertyIds) {
    const res = await postJson(`${url}${endpoints.getRoomOptions.path}`, { propertyId })
    expect(res.status).toBe(200)
    for (const o of res.body.data as Option[]) rooms.set(o.room_option_id, o.available_rooms)
  }
  return rooms
}

it('SIGKILL during a stream of bookings: after a restart every acknowledged booking is there, rooms add up', async () => {
  server = await startServer(env)
  const api = (p: string) => `${server?.url}${p}`
  const phone = '9000000001'
  const login = await postJson(api(endpoints.login.path), { phoneNumber: phone })
  const verify = await postJson(api(endpoints.verifyOtp.path), { phoneNumber: phone, otp: login.body.otp })
  expect(verify.status).toBe(200)
  const token = String(verify.body.accessToken)
  // only properties that admit the tenants' gender (a booking for another is refused)
  const search = await postJson(api(endpoints.searchProperties.path), { gender: 'GENDER_MALE', minAmount: 0, maxAmount: 10_000_000, limit: 100 })
  const propertyIds = (search.body.data as { property_id: number }[]).map((p) => p.property_id)
  expect(propertyIds.length).toBeGreaterThan(0)
  const roomsBefore = await roomsByOption(server.url, propertyIds)

  const figures = { ...emptyFigures(), bookingsLost: 0 }
  const acknowledged = new Set<number>()
  let next = 0
  let noRooms = 0
  let stop = false
  let killed: Promise<void> | undefined
  const kill = () => {
    stop = true
    killed ??= server?.kill('SIGKILL')
    return killed
  }
  const worker = async () => {
    while (!stop) {
      const i = next++
      const tenant = await postJson(api(endpoints.addTenant.path), {
        fullName: `Crash ${i}`, gender: 'Male', contact_number: `91${String(i).padStart(8, '0')}`, email: `crash${i}@example.in`,
        occupation: 'Student', is_b2b_user: 'No',
      }, token)
      figures.tried++
      if (tenant.status !== 200) continue
      const booking = await postJson(api(endpoints.bookRoom.path), { tenant_id: tenant.body.tenant_id, property_id: propertyIds[i % propertyIds.length] }, token)
      figures.tried++
      if (booking.status === 200) acknowledged.add(Number(booking.body.bookingId))
      else if (booking.status === 409) noRooms++
      else if (booking.status >= 500) figures.serverErrors++
      // kill while the other clients' requests are in flight
      if (acknowledged.size >= KILL_AFTER_BOOKINGS || noRooms >= 20) await kill()
    }
  }
  await Promise.all(Array.from({ length: WORKERS }, worker))
  await kill()
  expect(acknowledged.size).toBeGreaterThan(0)

  server = await startServer(env)
  const after = await postJson(`${server.url}${endpoints.getBookings.path}`, { leadId: verify.body.lead_profile_id }, token)
  expect(after.status).toBe(200)
  const stored = after.body.data as { bookingId: number; room_option_id: number; status: string }[]
  const storedIds = new Set(stored.map((b) => b.bookingId))
  figures.bookingsLost = [...acknowledged].filter((id) => !storedIds.has(id)).length
  figures.accepted = acknowledged.size
  figures.refusedCorrectly = noRooms
  printFigures('SIGKILL during bookings (embedded database)', figures, `${stored.length} bookings stored, ${acknowledged.size} acknowledged before the kill`)
  expect(figures.bookingsLost).toBe(0)
  expect(figures.serverErrors).toBe(0)

  // every stored booking holds exactly one room: none lost, none made up (a booking in flight is all or nothing)
  const roomsAfter = await roomsByOption(server.url, propertyIds)
  for (const [optionId, before] of roomsBefore) {
    const held = stored.filter((b) => b.room_option_id === optionId && b.status !== 'expired').length
    expect(roomsAfter.get(optionId), `room option ${optionId}`).toBe(before - held)
  }
})
