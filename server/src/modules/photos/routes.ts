import type { FastifyInstance } from 'fastify'
import { messages } from '@basera/contract/messages'
import { UPLOADED_PHOTOS_PATH } from '@basera/contract/photos'
import type { AppContext } from '../../context.ts'
import { AnswerCache } from '../../lib/cache.ts'
import { PHOTO_FILE_NAME, readPhotoFile } from './service.ts'

const YEAR_SECONDS = 31_536_000
// the photos of a few search pages, in memory; a file never changes (a new upload gets a new name)
const KEPT_BYTES = 32 * 1024 * 1024
const KEPT_MS = 10 * 60_000

class MissingPhoto extends Error {}

/**
 * Serves uploaded listing photos (not part of the API: an <img> fetches them). Immutable: a name is
 * random and never reused, so browsers and CDNs keep a file for a year.
 */
export async function photosRoutes(app: FastifyInstance, ctx: AppContext) {
  const kept = new AnswerCache<Buffer>({ ttlMs: KEPT_MS, maxBytes: KEPT_BYTES, sizeOf: (b) => b.length })
  // not an API call: left out of the OpenAPI document
  app.get<{ Params: { name: string } }>(`${UPLOADED_PHOTOS_PATH}:name`, { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params
    const missing = () => reply.status(404).header('cache-control', 'no-cache').send({ message: messages.notFound })
    if (!PHOTO_FILE_NAME.test(name)) return missing()
    // a missing file is not kept (a failed load is not cached): a photo being uploaded may be asked for a moment later
    const body = await kept.get(name, async () => {
      const file = await readPhotoFile(ctx.db, name)
      if (!file) throw new MissingPhoto()
      return file
    }).catch((error: unknown) => {
      if (error instanceof MissingPhoto) return null
      throw error
    })
    if (!body) return missing()
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
      .send(body)
  })
}
