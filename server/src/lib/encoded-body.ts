import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from 'node:zlib'
import { Negotiator } from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'

type Encoding = 'br' | 'gzip'

// the same preference and floor as the global compress plugin (app.ts), which skips a reply that already has an encoding
const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] })
const MIN_COMPRESSED_BYTES = 1024
const compressors: Record<Encoding, (text: string) => Buffer> = {
  br: (text) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } }),
  gzip: (text) => gzipSync(text),
}

const JSON_TYPE = 'application/json; charset=utf-8'
export const HTML_TYPE = 'text/html; charset=utf-8'

/**
 * A text answer with its compressed forms, each made on first demand: kept in a cache, it is
 * compressed once per encoding, not on every hit (browsers always ask for br or gzip, and
 * compressing a 45 KB list on every hit cost three times the rest of the request). Fastify sends
 * a JSON string as it is, with no second encoding.
 */
export class EncodedBody {
  private readonly compressed = new Map<Encoding, Buffer>()

  constructor(
    readonly text: string,
    private readonly contentType: string = JSON_TYPE,
  ) {}

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const header = request.headers['accept-encoding']
    const encoding = header && this.text.length >= MIN_COMPRESSED_BYTES ? negotiator.negotiate(header.toLowerCase()) : null
    // the route's type provider expects the reply object; this body is that object, already encoded
    reply.type(this.contentType)
    if (!encoding) return reply.send(this.text)
    return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(this.encoded(encoding))
  }

  encoded(encoding: Encoding): Buffer {
    let body = this.compressed.get(encoding)
    if (!body) {
      body = compressors[encoding](this.text)
      this.compressed.set(encoding, body)
    }
    return body
  }
}

/**
 * A buffer that holds only its own bytes: zlib's output is a view on a chunk of at least 16 KB, and kept
 * in a cache, every 2 KB answer held its whole chunk (40,000 cached answers held 560 MB instead of 60).
 */
function exactCopy(buffer: Buffer): Buffer {
  const exact = Buffer.allocUnsafeSlow(buffer.length)
  buffer.copy(exact)
  return exact
}

/**
 * An answer kept compressed at rest (brotli, what every browser asks for), for caches holding
 * thousands of answers: a 23 KB search page is about 3 KB kept this way. The rare client that does
 * not take brotli gets it unpacked (or gzipped) per request. Answers under 1 KB stay as they are.
 */
export class CompressedAnswer {
  private readonly body: Buffer
  private readonly isBrotli: boolean

  constructor(text: string) {
    this.isBrotli = text.length >= MIN_COMPRESSED_BYTES
    this.body = exactCopy(this.isBrotli ? compressors.br(text) : Buffer.from(text))
  }

  /** Memory it holds, roughly (the buffer and the object around it). */
  get bytes(): number {
    return this.body.length + 200
  }

  get text(): string {
    return (this.isBrotli ? brotliDecompressSync(this.body) : this.body).toString()
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.type(JSON_TYPE)
    if (!this.isBrotli) return reply.send(this.body.toString())
    const header = request.headers['accept-encoding']
    const encoding = header ? negotiator.negotiate(header.toLowerCase()) : null
    if (!encoding) return reply.send(this.text)
    const body = encoding === 'br' ? this.body : compressors.gzip(this.text)
    return reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(body)
  }
}
