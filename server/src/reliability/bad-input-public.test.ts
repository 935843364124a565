import { describe, expect, it } from 'vitest'
import { messages } from '@basera/contract/messages'
import * as endpoints from '@basera/contract/endpoints'
import { errorShapeProblem } from './support/answers.ts'
import { catalogue } from './support/catalogue.ts'
import { addFigures, emptyFigures } from './support/figures.ts'
import { fuzzSuite } from './support/fuzz-suite.ts'
import { BODY_LIMIT_BYTES } from './support/hostile.ts'

// The fuzzed corpus of bad input (support/fuzz-suite.ts) for the public calls (those that take a token
// optionally get one), and oversized bodies on every endpoint. Calls on own data: bad-input-lead.test.ts.

const { testApp, send, total } = fuzzSuite('public calls', catalogue.filter((e) => e.access !== 'lead'))

describe('oversized bodies', () => {
  const big = JSON.stringify({ message: 'x'.repeat(BODY_LIMIT_BYTES + 10) })

  it('every endpoint that takes a body answers 413 { message: bodyTooLarge }', async () => {
    const f = emptyFigures()
    for (const endpoint of catalogue.filter((e) => e.input === 'body')) {
      for (const method of endpoint.methods) {
        const res = await send(endpoint, { kind: 'oversized', method, payload: big, contentType: 'application/json' })
        f.tried++
        expect(res.statusCode, `${method} ${endpoint.url}`).toBe(413)
        expect(res.json()).toEqual({ message: messages.bodyTooLarge })
        f.refusedCorrectly++
      }
    }
    addFigures(total, f)
  })

  it('refuses a streamed (chunked) body past the limit over a real connection', async () => {
    const { app } = testApp()
    // test apps listen on a real port (test/helper.ts)
    const address = app.listeningOrigin
    const chunk = new TextEncoder().encode(`"${'y'.repeat(16 * 1024)}",`)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"message":['))
        if (sent++ < 8) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const init = { method: 'POST', body: stream, duplex: 'half', headers: { 'content-type': 'application/json' } }
    const res = await fetch(`${address}${endpoints.contactUs.path}`, init)
    expect(res.status).toBe(413)
    expect(errorShapeProblem(await res.text())).toBeNull()
    addFigures(total, { tried: 1, refusedCorrectly: 1, accepted: 0, serverErrors: 0 })
  })
})
