import { describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { endpointPath } from '@basera/contract/endpoint'
import * as endpoints from '@basera/contract/endpoints'
import { DEDUCTION_PHOTOS_PATH, deductionPhotoName } from '@basera/contract/leaving'
import { messages } from '@basera/contract/messages'
import { UPLOAD_PHOTO_MAX_BYTES } from '@basera/contract/photos'
import { deductionPhotos } from '../../db/schema-photos.ts'
import { useTestApp, type TestApp } from '../../test/helper.ts'
import { ADMIN_PHONE } from '../operator-access/test-fixtures.ts'
import { multipartFile } from '../operator-listings/test-listings.ts'
import { makePhoto } from '../operator-listings/test-photos.ts'
import { operatorOf, ownerOf } from '../payments/test-payments.ts'
import { movedInAndPaid, withClock } from './test-leaving.ts'

// A deduction's photo, through the API: uploaded from the console by the booking's property's operators only (a
// refused file stores nothing), carried by the settlement, and read back privately by the booking's tenant and
// the property's operators; anyone else is answered 404, nobody signed in 401.

const testApp = useTestApp()

function uploadFor(t: TestApp, bookingId: number, token: string | undefined, file: Buffer, options: Parameters<typeof multipartFile>[1] = {}) {
  const { payload, headers } = multipartFile(file, options)
  return t.app.inject({
    method: 'POST', url: endpointPath(endpoints.uploadDeductionPhoto, { bookingId }), payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })
}

async function storedFor(t: TestApp, bookingId: number): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(deductionPhotos).where(eq(deductionPhotos.bookingId, bookingId))
  return row?.n ?? 0
}

const operatorRead = (t: TestApp, name: string, token?: string) => t.app.inject({
  method: 'GET', url: endpointPath(endpoints.getOperatorDeductionPhoto, { name }), headers: token ? { authorization: `Bearer ${token}` } : {},
})
const tenantRead = (t: TestApp, bookingId: number, name: string, token?: string) => t.app.inject({
  method: 'POST', url: endpoints.getDeductionPhoto.path, payload: { bookingId, name }, headers: token ? { authorization: `Bearer ${token}` } : {},
})

describe('a deduction photo', () => {
  it('the owner uploads it, the settlement carries it, the tenant and the operators read it privately; nobody else does', async () => {
    const t = testApp()
    await withClock(t, async () => {
      const b = await movedInAndPaid(t)
      // a phone's upright photo: kept whole (evidence), not cropped to the listings' 4:3
      const up = await uploadFor(t, b.bookingId, b.owner.token, await makePhoto('jpeg', 900, 1600))
      expect(up.statusCode, up.body).toBe(200)
      const { photo, message } = up.json<{ photo: string; message: string }>()
      expect(message).toBe(messages.deductionPhotoAdded)
      expect(photo.startsWith(`${DEDUCTION_PHOTOS_PATH}b${b.bookingId}-`)).toBe(true)
      const name = deductionPhotoName(photo)
      if (!name) throw new Error(`not a deduction photo path: ${photo}`)
      expect(await storedFor(t, b.bookingId)).toBe(1)

      const made = await t.post(endpoints.settleDeposit, { bookingId: b.bookingId, deductions: [{ amount: 1000, reason: 'Broken cupboard door', photo }] }, b.owner.token)
      expect(made.statusCode, made.body).toBe(200)
      const seen = await t.post(endpoints.getDepositSettlement, { bookingId: b.bookingId }, b.token)
      expect(seen.json()).toMatchObject({ deductions: [{ amount: 1000, reason: 'Broken cupboard door', photo, due_id: null }] })

      // the tenant, the owner and an admin read the file itself, kept private
      for (const res of [await tenantRead(t, b.bookingId, name, b.token), await operatorRead(t, name, b.owner.token), await operatorRead(t, name, (await operatorOf(t, ADMIN_PHONE)).token)]) {
        expect(res.statusCode, res.body).toBe(200)
        expect(res.headers['content-type']).toBe('image/webp')
        expect(res.headers['cache-control']).toMatch(/^private/)
        expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 900, height: 1600 })
      }
      // another lead, another owner: not found; nobody signed in: 401
      const stranger = await t.signIn()
      const foreignLead = await tenantRead(t, b.bookingId, name, stranger.token)
      expect(foreignLead.statusCode).toBe(404)
      expect(foreignLead.json()).toEqual({ message: messages.deductionPhotoNotFound })
      const otherOwner = await ownerOf(t, 1)
      expect((await operatorRead(t, name, otherOwner.token)).statusCode).toBe(404)
      expect((await tenantRead(t, b.bookingId, name)).statusCode).toBe(401)
      expect((await operatorRead(t, name)).statusCode).toBe(401)
      // the tenant's token is no operator's
      expect((await operatorRead(t, name, b.token)).statusCode).toBe(401)
    })
  })

  it('a photo no settlement names is deleted by the money job a day after its upload; one a settlement names is kept', async () => {
    const t = testApp()
    await withClock(t, async (advance) => {
      const b = await movedInAndPaid(t)
      const upload = async () => {
        const up = await uploadFor(t, b.bookingId, b.owner.token, await makePhoto('jpeg', 800, 600))
        expect(up.statusCode, up.body).toBe(200)
        return up.json<{ photo: string }>().photo
      }
      const named = await upload()
      const dropped = await upload()
      const made = await t.post(endpoints.settleDeposit, { bookingId: b.bookingId, deductions: [{ amount: 1000, reason: 'Broken cupboard door', photo: named }] }, b.owner.token)
      expect(made.statusCode, made.body).toBe(200)
      advance(23 * 60 * 60_000)
      await t.app.runMoneyJob()
      expect(await storedFor(t, b.bookingId), 'within a day both are kept').toBe(2)
      advance(2 * 60 * 60_000)
      const fresh = await upload()
      await t.app.runMoneyJob()
      expect(await storedFor(t, b.bookingId)).toBe(2)
      const read = (photo: string) => operatorRead(t, deductionPhotoName(photo) ?? '', b.owner.token)
      expect((await read(named)).statusCode, 'the settlement’s photo').toBe(200)
      expect((await read(fresh)).statusCode, 'uploaded within the day').toBe(200)
      expect((await read(dropped)).statusCode, 'named by no settlement a day on').toBe(404)
    })
  })

  it('another property\'s operator cannot upload (404), a tenant cannot (401), and nothing is stored', async () => {
    const t = testApp()
    await withClock(t, async () => {
      const b = await movedInAndPaid(t)
      const file = await makePhoto('png', 800, 600)
      const otherOwner = await ownerOf(t, 1)
      const foreign = await uploadFor(t, b.bookingId, otherOwner.token, file)
      expect(foreign.statusCode).toBe(404)
      expect(foreign.json()).toEqual({ message: messages.bookingNotFound })
      expect((await uploadFor(t, b.bookingId, b.token, file)).statusCode).toBe(401)
      expect((await uploadFor(t, b.bookingId, undefined, file)).statusCode).toBe(401)
      expect(await storedFor(t, b.bookingId)).toBe(0)
    })
  })

  it.each([
    ['a PDF named photo.jpg', () => Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'image/jpeg', 415, /Only JPEG, PNG or WebP/],
    ['a file over 10 MB', async () => Buffer.concat([await makePhoto('jpeg', 400, 300), Buffer.alloc(UPLOAD_PHOTO_MAX_BYTES)]), 'image/jpeg', 413, /^Photos can be up to 10 MB$/],
  ])('refuses %s with a clear message and stores nothing', async (_name, file, type, status, message) => {
    const t = testApp()
    await withClock(t, async () => {
      const b = await movedInAndPaid(t, { pay: false })
      const res = await uploadFor(t, b.bookingId, b.owner.token, await file(), { type, filename: 'photo.jpg' })
      expect(res.statusCode).toBe(status)
      expect(res.json<{ message: string }>().message).toMatch(message)
      expect(await storedFor(t, b.bookingId)).toBe(0)
    })
  })

  it('a settlement may not name a photo uploaded for another stay', async () => {
    const t = testApp()
    await withClock(t, async () => {
      const a = await movedInAndPaid(t)
      const b = await movedInAndPaid(t)
      const up = await uploadFor(t, a.bookingId, a.owner.token, await makePhoto('webp', 800, 600), { type: 'image/webp', filename: 'stain.webp' })
      expect(up.statusCode, up.body).toBe(200)
      const refused = await t.post(endpoints.settleDeposit, { bookingId: b.bookingId, deductions: [{ amount: 100, reason: 'Stain', photo: up.json<{ photo: string }>().photo }] }, b.owner.token)
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toEqual({ message: messages.deductionPhotoNotOfBooking })
      // an address typed in, as before, is still taken
      const typed = await t.post(endpoints.settleDeposit, { bookingId: b.bookingId, deductions: [{ amount: 100, reason: 'Stain', photo: 'https://example.in/stain.jpg' }] }, b.owner.token)
      expect(typed.statusCode, typed.body).toBe(200)
    })
  })
})
