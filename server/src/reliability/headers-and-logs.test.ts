import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '@basera/contract/messages'
import * as endpoints from '@basera/contract/endpoints'
import { API_PREFIX } from '@basera/contract/endpoint'
import { maskPhone } from '../lib/mask.ts'
import { errorShapeProblem } from './support/answers.ts'
import { emptyFigures, printFigures } from './support/figures.ts'
import { postJson, startServer, type ServerProcess } from './support/processes.ts'

// A production server process (NODE_ENV=production, SMS through a webhook the test runs), its own DATA_DIR
// and port: security headers on API answers and on the web page, CORS closed, and a log (its stdout, the
// pino stream at the default info level) that never holds a code, a token or a full phone number.

const PHONE = '9811122233'
const FAILING_PHONE = '9811100009'
const CONTACT = '9822233344'
const WEBHOOK_TOKEN = 'webhook-secret-7f3a9c'
const PEPPER = 'reliability-pepper-4e1d8b2a'
const dir = mkdtempSync(path.join(tmpdir(), 'basera-reliability-prod-'))
const sms: { to: string; text: string }[] = []
let webhook: Server
let server: ServerProcess
/** The test's stand-in for Razorpay (RAZORPAY_API_BASE): its Hosted Checkout is where the pages' forms may post. */
let gatewayOrigin = ''
const secrets: string[] = [WEBHOOK_TOKEN, PEPPER]
const figures = emptyFigures()

beforeAll(async () => {
  webhook = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => { body += c.toString() })
    req.on('end', () => {
      const message = JSON.parse(body) as { to: string; text: string }
      sms.push(message)
      res.writeHead(message.to.endsWith(FAILING_PHONE) ? 500 : 200).end()
    })
  })
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve))
  const address = webhook.address()
  const port = typeof address === 'object' && address ? address.port : 0
  gatewayOrigin = `http://127.0.0.1:${port}`
  mkdirSync(path.join(dir, 'web'))
  writeFileSync(path.join(dir, 'web', 'index.html'), '<!doctype html><title>Basera</title><div id="root"></div>')
  server = await startServer({
    NODE_ENV: 'production', SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: `http://127.0.0.1:${port}/sms`, SMS_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    OTP_PEPPER: PEPPER, PUBLIC_ORIGIN: 'https://basera.example', SUPPORT_PHONE: '+911140000000', SUPPORT_EMAIL: 'help@basera.in', LOG_LEVEL: 'info', DATA_DIR: path.join(dir, 'data'), WEB_DIST: path.join(dir, 'web'), WEB_SERVER_BUILD: path.join(dir, 'web-ssr'),
    // production takes money only through Razorpay, with its keys (never called here: the gateway is the test's own port)
    PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_Headers01', RAZORPAY_KEY_SECRET: 'key-secret-0123', RAZORPAY_WEBHOOK_SECRET: 'webhook-secret-0123',
    RAZORPAY_API_BASE: `http://127.0.0.1:${port}`,
  })
})

afterAll(async () => {
  await server.kill('SIGKILL')
  await new Promise((resolve) => webhook.close(resolve))
  rmSync(dir, { recursive: true, force: true })
  printFigures('headers and logs (production server)', figures)
})

const api = (p: string) => `${server.url}${p}`
function tally(status: number) {
  figures.tried++
  if (status >= 500 && status !== 503) figures.serverErrors++
  else if (status >= 400) figures.refusedCorrectly++
  else figures.accepted++
}
async function counted(url: string, body: object, token?: string) {
  const res = await postJson(url, body, token)
  tally(res.status)
  return res
}

describe('a sign-in and the calls of a signed-in lead leave no secret in the log', () => {
  it('sign in, use the API, sign out, fail an SMS; then read the log', async () => {
    const login = await counted(api(endpoints.login.path), { phoneNumber: PHONE })
    expect(login.status).toBe(200)
    expect(login.body.otp, 'a production server never sends the code in the answer').toBeUndefined()
    const code = /\b(\d{4})\b/.exec(sms.at(-1)?.text ?? '')?.[1] ?? ''
    expect(code).toMatch(/^\d{4}$/)
    const wrong = String((Number(code) + 5) % 10_000).padStart(4, '0')
    expect((await counted(api(endpoints.verifyOtp.path), { phoneNumber: PHONE, otp: wrong })).body).toEqual({ message: messages.otpWrong })
    const verify = await counted(api(endpoints.verifyOtp.path), { phoneNumber: PHONE, otp: code })
    expect(verify.status).toBe(200)
    const token = String(verify.body.accessToken)
    const leadId = Number(verify.body.lead_profile_id)
    // the codes are four digits, which a timestamp or a request id may hold by chance: they are looked for as whole numbers below
    secrets.push(token, sms.at(-1)?.text ?? '')

    for (const [url, body] of [
      [endpoints.viewLeadProfile.path, { leadId }],
      [endpoints.updateLeadProfile.path, { leadId, full_name: 'Asha Verma', email: 'asha@example.in' }],
      [endpoints.addTenant.path, { fullName: 'Asha Verma', gender: 'Female', contact_number: CONTACT, email: 'asha@example.in', occupation: 'Working', is_b2b_user: 'No' }],
      [endpoints.getBookings.path, { leadId }],
      [endpoints.serviceCall.path, { service_name: 'VIEW_PROFILE', params: {} }],
    ] as const) expect((await counted(api(url), body, token)).status, url).toBe(200)
    expect((await counted(api(endpoints.viewLeadProfile.path), { leadId: leadId + 1 }, token)).status).toBe(403)
    expect((await counted(api(endpoints.logout.path), {}, token)).status).toBe(200)
    expect((await counted(api(endpoints.viewLeadProfile.path), { leadId }, token)).status).toBe(401)

    const failed = await counted(api(endpoints.login.path), { phoneNumber: FAILING_PHONE })
    expect(failed).toEqual({ status: 503, body: { message: messages.smsFailed } })
    secrets.push(...sms.filter((m) => m.to.endsWith(FAILING_PHONE)).map((m) => m.text))
    const outbox = await fetch(`${api(endpoints.devOutbox.path)}?phoneNumber=${PHONE}`)
    expect(outbox.status, 'the development outbox does not exist in production').toBe(404)

    await new Promise((resolve) => setTimeout(resolve, 300))
    const log = server.output()
    expect(log.length).toBeGreaterThan(0)
    for (const secret of secrets) expect(log.includes(secret), `the log holds a secret (${secret.length} characters)`).toBe(false)
    for (const c of [code, wrong]) expect(new RegExp(`(?<![\\d.:\\-])${c}(?![\\d.])`).test(log), 'the log holds a code').toBe(false)
    expect(log).not.toMatch(/bearer|authorization/i)
    for (const phone of [PHONE, FAILING_PHONE, CONTACT]) expect(log.includes(phone), 'a full phone number is in the log').toBe(false)
    // the numbers that do reach the log (a URL, the failed SMS) are masked
    expect(log).toContain(maskPhone(PHONE))
    expect(log).toContain(maskPhone(FAILING_PHONE))
  })
})

describe('headers', () => {
  const evil = { origin: 'https://evil.example' }

  it('API answers and the web page carry a CSP the app passes, and no x-powered-by', async () => {
    for (const [url, status] of [[endpoints.health.path, 200], ['/', 200], ['/property/12', 200], [`${API_PREFIX}nope`, 404]] as const) {
      const res = await fetch(`${server.url}${url}`, { headers: evil })
      tally(res.status)
      expect(res.status, url).toBe(status)
      const csp = res.headers.get('content-security-policy') ?? ''
      // JSON answers allow nothing at all; pages what the app needs
      const directives = url.startsWith(API_PREFIX)
        ? ["default-src 'none'", "frame-ancestors 'none'"]
        : ["default-src 'self'", "script-src 'self'", "object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'", "connect-src 'self'", "font-src 'self' data:", "media-src 'self'"]
      for (const directive of directives) expect(csp, `${url}: ${directive}`).toContain(directive)
      // the checkout form goes to the gateway's page, and nowhere else
      if (!url.startsWith(API_PREFIX)) expect(csp, url).toContain(`form-action 'self' ${gatewayOrigin};`)
      expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|script-src[^;]*\*|default-src[^;]*\*/)
      expect(res.headers.get('x-powered-by')).toBeNull()
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('no-referrer')
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
      if (status === 404) expect(errorShapeProblem(await res.text())).toBeNull()
    }
  })

  it('CORS is closed: no access-control-allow-origin for a foreign origin, also on a preflight', async () => {
    const get = await fetch(api(endpoints.health.path), { headers: evil })
    const post = await fetch(api(endpoints.getPrefLocalities.path), { method: 'POST', headers: { ...evil, 'content-type': 'application/json' }, body: '{"cityname":"Delhi"}' })
    const preflight = await fetch(api(endpoints.viewLeadProfile.path), {
      method: 'OPTIONS', headers: { ...evil, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    })
    for (const res of [get, post, preflight]) tally(res.status)
    for (const res of [get, post, preflight]) {
      expect(res.headers.get('access-control-allow-origin')).toBeNull()
      expect(res.headers.get('access-control-allow-credentials')).toBeNull()
      expect(res.headers.get('access-control-allow-headers')).toBeNull()
    }
    expect(preflight.status).toBeGreaterThanOrEqual(400)
  })
})
