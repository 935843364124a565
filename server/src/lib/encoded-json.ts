import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { Negotiator } from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sendSerialized } from './serialized.ts'

type Encoding = 'br' | 'gzip'

// the same preference and floor as the global compress plugin (app.ts), which skips a reply that already has an encoding
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] })
const MIN_COMPRESSED_BYTES = 1024
const compressors: Record<Encoding, (text: string) => Buffer> = {
  br: (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } }),
  gzip: (text) => gzipSync(text),
}

/**
 * A JSON answer kept (in a cache) together with its compressed forms, each made on first demand.
 * Browsers always ask for br or gzip: compressing a 45 KB list on every hit cost three times the rest
 * of the request, so a cached answer is compressed once per encoding instead.
 */
export class EncodedJson {
  private readonly compressed = new Map<Encoding, Buffer>()

  constructor(readonly json: string) {}

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const header = request.headers['accept-encoding']
    const encoding = header && this.json.length >= MIN_COMPRESSED_BYTES ? negotiator.negotiate(header.toLowerCase()) : null
    if (!encoding) return sendSerialized(reply, this.json)
    return reply
      .type('application/json; charset=utf-8')
      .header('content-encoding', encoding)
      .header('vary', 'accept-encoding')
      .send(this.encoded(encoding) as never)
  }

  encoded(encoding: Encoding): Buffer {
    let body = this.compressed.get(encoding)
    if (!body) {
      body = compressors[encoding](this.json)
      this.compressed.set(encoding, body)
    }
    return body
  }
}
