import { randomBytes } from 'node:crypto'
import { crc32 } from 'node:zlib'
import sharp from 'sharp'

// Files the upload tests send: real photos made here, and crafted ones that lie or would exhaust memory.

/** A real photo of this format and size (a gradient, so it compresses like one), with EXIF and GPS when asked. */
export async function makePhoto(format: 'jpeg' | 'png' | 'webp', width = 1200, height = 900, options: { gps?: boolean } = {}): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3
      pixels[at] = (x * 255) / width
      pixels[at + 1] = (y * 255) / height
      pixels[at + 2] = 128
    }
  }
  let image = sharp(pixels, { raw: { width, height, channels: 3 } })
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'Basera Test Camera', Model: 'Phone 1', Copyright: 'Somebody' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 12/1 0/1' },
    })
  }
  return image.toFormat(format).toBuffer()
}

/** A photo of noise: it hardly compresses, so a few megapixels make a file of megabytes. */
export function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } }).jpeg({ quality: 95 }).toBuffer()
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A valid PNG header claiming `width` × `height` pixels, with almost no data: decoding it would take gigabytes. */
export function pixelBombPng(width = 100_000, height = 100_000): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00])),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** A GIF (a type the console does not take), whatever name it is sent under. */
export const GIF_BYTES = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/** A script wearing a JPEG's first bytes: the sniff says JPEG, the decoder does not. */
export const FAKE_JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>'.repeat(20))])
