import sharp from 'sharp'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { endpointPath } from '@basera/contract/endpoint'
import * as endpoints from '@basera/contract/endpoints'
import { operatorMessages } from '@basera/contract/operator'
import { CARD_COPY_HEIGHT, CARD_COPY_WIDTH, PHOTO_HEIGHT, PHOTO_WIDTH, PHOTOS_PER_PROPERTY_MAX, UPLOAD_PHOTO_MAX_BYTES } from '@basera/contract/photos'
import { answerOf, useTestApp, type TestApp } from '../../test/helper.ts'
import { MANAGER_PHONES, OWNER_PHONES } from '../operator-access/test-fixtures.ts'
import { FAKE_JPEG, GIF_BYTES, makePhoto, noisyJpeg, pixelBombPng } from './test-photos.ts'
import { countRows, operator, upload } from './test-listings.ts'

// the cache on, as in production: a change must show on the tenant's very next request
const testApp = useTestApp({ config: { searchCacheMs: 60_000 } })

async function tenantPhotos(t: TestApp, propertyId: number): Promise<string[]> {
  const res = await t.post(endpoints.getPropertyById, { propertyId })
  expect(res.statusCode).toBe(200)
  return res.json().data[0]?.photos ?? []
}

/** What a refused upload must leave: the same photo rows and files as before. */
async function expectNothingStored(t: TestApp, propertyId: number, before: { rows: number; files: number }) {
  expect(await countRows(t, 'property_photos', propertyId)).toBe(before.rows)
  expect(await countRows(t, 'photo_files', propertyId)).toBe(before.files)
}
const stored = async (t: TestApp, propertyId: number) => ({ rows: await countRows(t, 'property_photos', propertyId), files: await countRows(t, 'photo_files', propertyId) })

describe(`POST ${endpoints.uploadPropertyPhoto.path}`, () => {
  it('converts a photo to both WebP sizes, adds it last, and tenants see it at once', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[0])
    const propertyId = owner.propertyIds[0]!
    const before = await tenantPhotos(t, propertyId)
    const res = answerOf(endpoints.uploadPropertyPhoto, await upload(t, propertyId, owner.token, await makePhoto('jpeg', 1600, 1200, { gps: true })))
    expect(res.statusCode, res.body).toBe(200)
    const photos = res.json().data
    const added = photos.at(-1)!
    expect(res.json().message).toBe(operatorMessages.photoAdded)
    expect(photos).toHaveLength(before.length + 1)
    expect(added.url).toMatch(new RegExp(`^/media/uploads/p${propertyId}-[0-9a-f]{16}\\.webp$`))
    expect(added.card_url).toBe(added.url.replace('.webp', '-480.webp'))

    for (const [url, width, height] of [[added.url, PHOTO_WIDTH, PHOTO_HEIGHT], [added.card_url, CARD_COPY_WIDTH, CARD_COPY_HEIGHT]] as const) {
      const file = await t.app.inject({ method: 'GET', url })
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('image/webp')
      expect(file.headers['cache-control']).toContain('immutable')
      const meta = await sharp(file.rawPayload).metadata()
      expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', width, height, undefined])
    }
    expect(await tenantPhotos(t, propertyId)).toEqual([...before, added.url])
  })

  it('takes a photo of several megabytes (a phone camera\'s), far above the JSON body limit', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[1])
    const big = await noisyJpeg(2000, 1500)
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024)
    const res = await upload(t, owner.propertyIds[0]!, owner.token, big)
    expect(res.statusCode, res.body).toBe(200)
  })

  it.each([
    ['a GIF sent as a JPEG', GIF_BYTES, 'image/jpeg', 415, /Only JPEG, PNG or WebP/],
    ['a script wearing a JPEG\'s first bytes', FAKE_JPEG, 'image/jpeg', 415, /not a readable JPEG/],
    ['a PDF named photo.jpg', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'), 'image/jpeg', 415, /Only JPEG, PNG or WebP/],
    ['a pixel bomb (100000 × 100000 in 80 bytes)', pixelBombPng(), 'image/png', 413, /megapixels/],
  ])('refuses %s with a clear message and stores nothing', async (_name, file, type, status, message) => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[0])
    const propertyId = owner.propertyIds[1]!
    const before = await stored(t, propertyId)
    const res = await upload(t, propertyId, owner.token, file, { type, filename: 'photo.jpg' })
    expect(res.statusCode).toBe(status)
    expect(res.json<{ message: string }>().message).toMatch(message)
    await expectNothingStored(t, propertyId, before)
  })

  it('refuses a file over 10 MB and stores nothing', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[0])
    const propertyId = owner.propertyIds[1]!
    const before = await stored(t, propertyId)
    const big = Buffer.concat([await makePhoto('jpeg', 400, 300), Buffer.alloc(UPLOAD_PHOTO_MAX_BYTES)])
    const res = await upload(t, propertyId, owner.token, big)
    expect(res.statusCode).toBe(413)
    expect(res.json<{ message: string }>().message).toBe('Photos can be up to 10 MB')
    await expectNothingStored(t, propertyId, before)
  })

  it(`refuses the ${PHOTOS_PER_PROPERTY_MAX + 1}st photo`, async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[0])
    const propertyId = owner.propertyIds[2]!
    const have = await countRows(t, 'property_photos', propertyId)
    for (let i = have; i < PHOTOS_PER_PROPERTY_MAX; i++) {
      await t.database.db.execute(sql`insert into property_photos (property_id, url, position) values (${propertyId}, '/media/properties/property-01.webp', ${i})`)
    }
    const before = await stored(t, propertyId)
    const res = await upload(t, propertyId, owner.token, await makePhoto('png', 400, 300), { type: 'image/png' })
    expect(res.statusCode).toBe(409)
    expect(res.json<{ message: string }>().message).toMatch(/at most 20 photos/)
    await expectNothingStored(t, propertyId, before)
  })

  it('refuses anything but a multipart photo in the field "photo", with a 4xx', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[0])
    const propertyId = owner.propertyIds[1]!
    const before = await stored(t, propertyId)
    const json = await t.call(endpoints.uploadPropertyPhoto, { params: { propertyId }, body: { photo: 'x' } }, owner.token)
    expect(json.statusCode).toBe(415)
    const wrongField = await upload(t, propertyId, owner.token, await makePhoto('jpeg', 400, 300), { field: 'image' })
    expect(wrongField.statusCode).toBe(400)
    expect(wrongField.json<{ message: string }>().message).toMatch(/field "photo"/)
    const cutShort = await t.app.inject({
      method: 'POST', url: endpointPath(endpoints.uploadPropertyPhoto, { propertyId }),
      payload: '--x\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n\xff\xd8\xff',
      headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: `Bearer ${owner.token}` },
    })
    expect(cutShort.statusCode).toBeGreaterThanOrEqual(400)
    expect(cutShort.statusCode).toBeLessThan(500)
    await expectNothingStored(t, propertyId, before)
  })

  it('refuses another owner\'s property (404), a manager\'s ungiven one (404) and a tenant (401), storing nothing', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[0])
    const other = await operator(t, OWNER_PHONES[1])
    const manager = await operator(t, MANAGER_PHONES[0])
    const propertyId = other.propertyIds[0]!
    const ungiven = owner.propertyIds.find((id) => !manager.propertyIds.includes(id))!
    const { token: tenant } = await t.signIn()
    const photo = await makePhoto('jpeg', 400, 300)
    for (const [id, token, status] of [[propertyId, owner.token, 404], [ungiven, manager.token, 404], [propertyId, tenant, 401]] as const) {
      const before = await stored(t, id)
      expect((await upload(t, id, token, photo)).statusCode).toBe(status)
      await expectNothingStored(t, id, before)
    }
    const given = manager.propertyIds[0]!
    expect((await upload(t, given, manager.token, photo)).statusCode).toBe(200)
  })
})

describe(`DELETE ${endpoints.deletePropertyPhoto.path} and PUT ${endpoints.reorderPropertyPhotos.path}`, () => {
  it('deletes a photo and its files; tenants stop seeing it at once', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[2])
    const propertyId = owner.propertyIds[0]!
    const added = answerOf(endpoints.uploadPropertyPhoto, await upload(t, propertyId, owner.token, await makePhoto('webp', 900, 700), { type: 'image/webp' })).json().data.at(-1)!
    expect(await tenantPhotos(t, propertyId)).toContain(added.url)
    const res = await t.call(endpoints.deletePropertyPhoto, { params: { propertyId, photoId: added.photo_id } }, owner.token)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.map((p) => p.photo_id)).not.toContain(added.photo_id)
    expect(res.json().data.map((p) => p.position)).toEqual(res.json().data.map((_, i) => i))
    expect(await tenantPhotos(t, propertyId)).not.toContain(added.url)
    expect((await t.app.inject({ method: 'GET', url: added.url })).statusCode).toBe(404)
    const again = await t.call(endpoints.deletePropertyPhoto, { params: { propertyId, photoId: added.photo_id } }, owner.token)
    expect(again.statusCode).toBe(404)
  })

  it('reorders photos: the first becomes the card\'s photo in tenant search', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[2])
    const propertyId = owner.propertyIds[1]!
    const current = (await t.call(endpoints.getOperatorProperty, { params: { propertyId } }, owner.token)).json().data.photos
    const reversed = current.map((p) => p.photo_id).reverse()
    const res = await t.call(endpoints.reorderPropertyPhotos, { params: { propertyId }, body: { photo_ids: reversed } }, owner.token)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.map((p) => p.photo_id)).toEqual(reversed)
    expect(await tenantPhotos(t, propertyId)).toEqual([...current].reverse().map((p) => p.url))
  })

  it('refuses an order that leaves out, repeats or adds a photo, and another owner\'s property', async () => {
    const t = testApp()
    const owner = await operator(t, OWNER_PHONES[2])
    const other = await operator(t, OWNER_PHONES[0])
    const propertyId = owner.propertyIds[2]!
    const ids = (await t.call(endpoints.getOperatorProperty, { params: { propertyId } }, owner.token)).json().data.photos.map((p) => p.photo_id)
    const otherPhoto = (await t.call(endpoints.getOperatorProperty, { params: { propertyId: other.propertyIds[0]! } }, other.token)).json().data.photos[0]!.photo_id
    for (const photoIds of [ids.slice(1), [...ids, ids[0]!], [...ids.slice(1), otherPhoto]]) {
      const res = await t.call(endpoints.reorderPropertyPhotos, { params: { propertyId }, body: { photo_ids: photoIds } }, owner.token)
      expect(res.statusCode).toBe(400)
    }
    const cross = await t.call(endpoints.reorderPropertyPhotos, { params: { propertyId: other.propertyIds[0]! }, body: { photo_ids: [otherPhoto] } }, owner.token)
    expect(cross.statusCode).toBe(404)
    const cross2 = await t.call(endpoints.deletePropertyPhoto, { params: { propertyId: other.propertyIds[0]!, photoId: otherPhoto } }, owner.token)
    expect(cross2.statusCode).toBe(404)
    const unchanged = (await t.call(endpoints.getOperatorProperty, { params: { propertyId } }, owner.token)).json().data.photos.map((p) => p.photo_id)
    expect(unchanged).toEqual(ids)
  })
})
