import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { CARD_COPY_HEIGHT, CARD_COPY_WIDTH, PHOTO_HEIGHT, PHOTO_WIDTH } from '@basera/contract/photos'
import { AppError } from '../../lib/errors.ts'
import { convertPhoto, MAX_INPUT_PIXELS, NOT_A_PHOTO, sniffPhotoType } from './photo-image.ts'
import { FAKE_JPEG, GIF_BYTES, makePhoto, pixelBombPng } from './test-photos.ts'

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e)
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('convertPhoto', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('turns a %s photo into the two WebP sizes listings use', async (format) => {
    const { full, card } = await convertPhoto(await makePhoto(format), `image/${format}`)
    const [fullMeta, cardMeta] = await Promise.all([sharp(full).metadata(), sharp(card).metadata()])
    expect([fullMeta.format, fullMeta.width, fullMeta.height]).toEqual(['webp', PHOTO_WIDTH, PHOTO_HEIGHT])
    expect([cardMeta.format, cardMeta.width, cardMeta.height]).toEqual(['webp', CARD_COPY_WIDTH, CARD_COPY_HEIGHT])
  })

  it('strips EXIF and location data', async () => {
    const original = await makePhoto('jpeg', 1200, 900, { gps: true })
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('Basera Test Camera')
    const { full, card } = await convertPhoto(original, 'image/jpeg')
    for (const out of [full, card]) {
      const meta = await sharp(out).metadata()
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect(out.toString('latin1')).not.toContain('Basera Test Camera')
    }
  })

  it('applies the camera orientation before dropping it', async () => {
    // stored 600 wide and 800 tall, top half white, tagged "turn 90° clockwise to show": shown, white is on the right
    const stored = Buffer.alloc(600 * 800, 0)
    stored.fill(255, 0, 600 * 400)
    const tagged = await sharp(stored, { raw: { width: 600, height: 800, channels: 1 } }).withMetadata({ orientation: 6 }).jpeg().toBuffer()
    const { full } = await convertPhoto(tagged, 'image/jpeg')
    expect((await sharp(full).metadata()).orientation).toBeUndefined()
    const { data, info } = await sharp(full).greyscale().raw().toBuffer({ resolveWithObject: true })
    const at = (x: number, y: number) => data[(y * info.width + x) * info.channels] ?? -1
    expect(at(100, 300)).toBeLessThan(60)
    expect(at(700, 300)).toBeGreaterThan(200)
  })

  it('refuses a type it does not take, whatever the sender calls it', async () => {
    expect(sniffPhotoType(GIF_BYTES)).toBeNull()
    const error = await refusal(convertPhoto(GIF_BYTES, 'image/jpeg'))
    expect([error.status, error.message]).toEqual([415, NOT_A_PHOTO])
  })

  it('refuses a file whose first bytes lie about what it is', async () => {
    const error = await refusal(convertPhoto(FAKE_JPEG, 'image/jpeg'))
    expect(error.status).toBe(415)
    expect(error.message).toMatch(/not a readable JPEG/)
  })

  it('refuses a photo sent as another image type than its bytes', async () => {
    const error = await refusal(convertPhoto(await makePhoto('png', 400, 300), 'image/jpeg'))
    expect(error.status).toBe(415)
    expect(error.message).toMatch(/says it is a JPEG photo but it is a PNG/)
  })

  it('refuses a file whose pixel count would exhaust memory, from its header alone', async () => {
    const bomb = pixelBombPng(100_000, 100_000)
    expect(bomb.length).toBeLessThan(100)
    const started = performance.now()
    const error = await refusal(convertPhoto(bomb, 'image/png'))
    expect(error.status).toBe(413)
    expect(error.message).toMatch(/100000 × 100000 pixels .* the most is 50 megapixels/)
    // decoding 10 billion pixels would take minutes and 30 GB; the header is read in milliseconds
    expect(performance.now() - started).toBeLessThan(2000)
    expect(MAX_INPUT_PIXELS).toBe(50_000_000)
  })

  it('refuses a damaged photo past its header with a 4xx, never a crash', async () => {
    const photo = await makePhoto('jpeg', 800, 600)
    const damaged = Buffer.concat([photo.subarray(0, 400), Buffer.alloc(200, 0x41)])
    const error = await refusal(convertPhoto(damaged, 'image/jpeg'))
    expect(error.status).toBe(415)
  })
})
