import { randomBytes } from 'node:crypto'
import { expect } from 'vitest'
import { sql } from 'drizzle-orm'
import type { CreatePropertyBody, CreateRoomOptionBody } from '@basera/contract/operator'
import { endpointPath } from '@basera/contract/endpoint'
import * as endpoints from '@basera/contract/endpoints'
import { rowsOf } from '../../db/client.ts'
import type { TestApp } from '../../test/helper.ts'
import { signInOperator, type SignedInTestOperator } from '../operator-access/test-fixtures.ts'

// Shared by the listings tests: bodies of a new property and room option, uploads, and what tenants see.

/** A rent no seeded listing has, so a search for exactly it finds only the test's property. */
export const TEST_RENT = 1234

export const newProperty = (localityId: number, extra: Partial<CreatePropertyBody> = {}): CreatePropertyBody => ({
  property_name: 'Test Nest PG',
  property_type: 'PG',
  furnishing: 'Fully Furnished',
  address: '12, Test Lane',
  locality_id: localityId,
  pincode: '110001',
  genders: ['GENDER_FEMALE'],
  feature_ids: [1, 2],
  noticeperiod_months: 1,
  description: 'A calm PG near the metro.',
  ...extra,
})

export const newRoomOption = (extra: Partial<CreateRoomOptionBody> = {}): CreateRoomOptionBody => ({
  room_type_id: 1,
  unit_rent: TEST_RENT,
  available_rooms: 3,
  total_rooms: 5,
  security_deposit_months: 2,
  noticeperiod_months: 1,
  agreement_duration_months: 11,
  lockinperiod_months: 3,
  maintenance_amount: 500,
  electricity: { type: 'metered', rate_per_unit: 9 },
  food: { type: 'included' },
  one_time_fees: [{ name: 'Registration', amount: 1000 }],
  ...extra,
})

/** A multipart/form-data body with one file. */
export function multipartFile(file: Buffer, options: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = `----basera${randomBytes(8).toString('hex')}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'photo'}"; filename="${options.filename ?? 'room.jpg'}"\r\n` +
    `Content-Type: ${options.type ?? 'image/jpeg'}\r\n\r\n`
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** Uploads `file` as the operator of `token`. */
export async function upload(t: TestApp, propertyId: number, token: string, file: Buffer, options: Parameters<typeof multipartFile>[1] = {}) {
  const { payload, headers } = multipartFile(file, options)
  return t.app.inject({
    method: 'POST', url: endpointPath(endpoints.uploadPropertyPhoto, { propertyId }), payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  })
}

/** The ids of what a tenant's search of this locality at exactly TEST_RENT finds. */
export async function tenantSearchIds(t: TestApp, localityId: number, rent = TEST_RENT): Promise<number[]> {
  const res = await t.post(endpoints.searchProperties, { localityId: String(localityId), minAmount: rent, maxAmount: rent })
  expect(res.statusCode).toBe(200)
  return res.json().data.map((c) => c.property_id)
}

export async function countRows(t: TestApp, table: 'property_photos' | 'photo_files' | 'audit_log', propertyId?: number): Promise<number> {
  const where = propertyId === undefined ? sql`` : table === 'photo_files'
    ? sql`where photo_id in (select id from property_photos where property_id = ${propertyId})`
    : sql`where property_id = ${propertyId}`
  const rows = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from ${sql.identifier(table)} ${where}`)
  return Number(rows[0]?.n)
}

const sessions = new WeakMap<TestApp, Map<string, Promise<SignedInTestOperator>>>()
/** The operator of `phone`, signed in once per test app (a second code within 30 seconds would be refused). */
export function operator(t: TestApp, phone: string): Promise<SignedInTestOperator> {
  const kept = sessions.get(t) ?? new Map<string, Promise<SignedInTestOperator>>()
  sessions.set(t, kept)
  const session = kept.get(phone) ?? signInOperator(t, phone)
  kept.set(phone, session)
  return session
}
