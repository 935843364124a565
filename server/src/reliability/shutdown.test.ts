import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { expect, it } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { createTestApp, nextPhone } from '../test/helper.ts'

// Stopping an instance (a deploy, a restart) must not hang on a client's keep-alive connection. server.close() ends
// only the connections idle at that moment: one whose request was still being answered stayed open after its answer
// until the client's keep-alive ran out (72 s), and close waited that long (a test file's close hook timed out in CI).

it('closes within seconds when a keep-alive request was still running as it began closing', async () => {
  const t = await createTestApp()
  const { port } = t.app.server.address() as AddressInfo
  const agent = new http.Agent({ keepAlive: true })
  const body = JSON.stringify({ phoneNumber: nextPhone() })
  let finishBody: () => void = () => undefined
  const answered = new Promise<number>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: endpoints.login.path, agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    // the headers now, so the server holds a running request; the rest of the body once the close has begun
    request.write(body.slice(0, 5))
    finishBody = () => { request.end(body.slice(5)) }
  })
  try {
    await sleep(200)
    const started = performance.now()
    const closed = t.app.close()
    await sleep(200)
    finishBody()
    expect(await answered).toBe(200)
    await closed
    expect(performance.now() - started).toBeLessThan(5000)
  } finally {
    agent.destroy()
  }
})
