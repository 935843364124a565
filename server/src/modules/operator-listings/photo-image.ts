import sharp, { type Sharp } from 'sharp'
import { CARD_COPY_HEIGHT, CARD_COPY_WIDTH, PHOTO_HEIGHT, PHOTO_WIDTH, UPLOAD_PHOTO_TYPES } from '@basera/contract/photos'
import { AppError } from '../../lib/errors.ts'

type PhotoType = (typeof UPLOAD_PHOTO_TYPES)[number]

/**
 * The most pixels an upload may have: a 48-megapixel phone camera's photo fits; a file whose header
 * claims more (a "pixel bomb": a few KB that decode to gigabytes) is refused from its header alone.
 */
export const MAX_INPUT_PIXELS = 50_000_000

const NAMES: Record<PhotoType, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' }
const SHARP_FORMAT: Record<PhotoType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' }
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

export const NOT_A_PHOTO = 'Only JPEG, PNG or WebP photos can be uploaded'

/** What the file's first bytes say it is (never its name or the type its sender declared). */
export function sniffPhotoType(bytes: Buffer): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png'
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp'
  return null
}

export interface ConvertedPhoto {
  /** PHOTO_WIDTH × PHOTO_HEIGHT WebP. */
  full: Buffer
  /** CARD_COPY_WIDTH × CARD_COPY_HEIGHT WebP. */
  card: Buffer
}

/**
 * Checks an upload before any pixel is decoded, and answers its type. Refused (AppError 4xx): a file whose bytes are
 * not JPEG, PNG or WebP, one whose declared type names another image type than its bytes, one whose header the
 * decoder does not read as that type, one with too many pixels (read from the header).
 */
async function checkedPhotoType(bytes: Buffer, declaredType: string | undefined): Promise<PhotoType> {
  const type = sniffPhotoType(bytes)
  if (!type) throw new AppError(415, NOT_A_PHOTO)
  const declared = UPLOAD_PHOTO_TYPES.find((t) => t === declaredType?.toLowerCase())
  if (declared && declared !== type) {
    throw new AppError(415, `This file says it is a ${NAMES[declared]} photo but it is a ${NAMES[type]} file: save it again as a photo and upload that`)
  }
  // the header only: sharp reads dimensions without decoding the image
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => null)
  if (!meta || meta.format !== SHARP_FORMAT[type] || !meta.width || !meta.height) {
    throw new AppError(415, `This file is not a readable ${NAMES[type]} photo`)
  }
  if (meta.width * meta.height > MAX_INPUT_PIXELS) {
    const megapixels = Math.round((meta.width * meta.height) / 1_000_000)
    throw new AppError(413, `This photo is ${meta.width} × ${meta.height} pixels (${megapixels} megapixels); the most is ${MAX_INPUT_PIXELS / 1_000_000} megapixels`)
  }
  return type
}

/** Decodes a checked upload (limitInputPixels again: the decoder itself refuses what the header check let through). */
async function decoded<T>(bytes: Buffer, type: PhotoType, convert: (image: Sharp) => Promise<T>): Promise<T> {
  try {
    return await convert(sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).autoOrient())
  } catch {
    // a damaged file past its header: the uploader's problem to fix, never a 500
    throw new AppError(415, `This ${NAMES[type]} photo is damaged and cannot be read`)
  }
}

/**
 * Checks an upload (checkedPhotoType) and converts it to the two WebP sizes listings use. The output carries no
 * metadata: sharp writes none unless asked, so EXIF (camera, GPS location) goes; the orientation is applied to the
 * pixels first.
 */
export async function convertPhoto(bytes: Buffer, declaredType: string | undefined): Promise<ConvertedPhoto> {
  const type = await checkedPhotoType(bytes, declaredType)
  return decoded(bytes, type, async (image) => {
    const full = await image.resize(PHOTO_WIDTH, PHOTO_HEIGHT, { fit: 'cover' }).webp({ quality: 80 }).toBuffer()
    const card = await sharp(full).resize(CARD_COPY_WIDTH, CARD_COPY_HEIGHT).webp({ quality: 78 }).toBuffer()
    return { full, card }
  })
}

// an evidence photo's longer side at most: a scratch or a stain still shows on a laptop's screen
const EVIDENCE_LONGER_SIDE = 1600

/**
 * Checks an upload as convertPhoto does and keeps the whole picture as one WebP (a deposit deduction's evidence:
 * cropping it to the listings' 4:3 could cut off what it shows), no larger than EVIDENCE_LONGER_SIDE, no metadata.
 */
export async function convertEvidencePhoto(bytes: Buffer, declaredType: string | undefined): Promise<Buffer> {
  const type = await checkedPhotoType(bytes, declaredType)
  return decoded(bytes, type, (image) =>
    image.resize(EVIDENCE_LONGER_SIDE, EVIDENCE_LONGER_SIDE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer())
}
