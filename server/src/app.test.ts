import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { API_DOCS_PATH, API_PREFIX } from '@basera/contract/endpoint'
import { messages } from '@basera/contract/messages'
import { createReadiness } from './lib/readiness.ts'
import { createTestApp, nextPhone, useTestApp, type TestApp } from './test/helper.ts'

const testApp = useTestApp()

describe('cross-cutting answers', () => {
  it(`GET ${endpoints.health.path}`, async () => {
    const res = await testApp().app.inject({ method: 'GET', url: endpoints.health.path })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', redis: 'not configured' })
  })

  it('unknown /api paths answer 404 { message }', async () => {
    for (const [method, url] of [['GET', `${API_PREFIX}nope`], ['POST', `${API_PREFIX}leads/v1/nope`], ['DELETE', endpoints.health.path]] as const) {
      const res = await testApp().app.inject({ method, url })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: messages.notFound })
    }
  })

  it('bad JSON, wrong content type and a too large body keep their 4xx with a clear message', async () => {
    const { app } = testApp()
    const badJson = await app.inject({ method: 'POST', url: endpoints.login.path, headers: { 'content-type': 'application/json' }, payload: '{bad' })
    expect(badJson.statusCode).toBe(400)
    expect(badJson.json()).toEqual({ message: 'Request body is not valid JSON' })
    const text = await app.inject({ method: 'POST', url: endpoints.login.path, headers: { 'content-type': 'text/plain' }, payload: 'hello' })
    expect(text.statusCode).toBe(415)
    expect(text.json<{ message: string }>().message).toMatch(/content type/i)
    const big = await app.inject({ method: 'POST', url: endpoints.contactUs.path, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ message: 'x'.repeat(70_000) }) })
    expect(big.statusCode).toBe(413)
    expect(big.json()).toEqual({ message: messages.bodyTooLarge })
    const none = await app.inject({ method: 'POST', url: endpoints.login.path })
    expect(none.statusCode).toBe(400)
    expect(none.json()).toEqual({ message: messages.invalidRequest })
  })

  it('sends API answers with security headers that allow nothing to render or frame them, no x-powered-by, no CORS', async () => {
    const res = await testApp().app.inject({ method: 'GET', url: endpoints.health.path, headers: { origin: 'https://evil.example' } })
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['x-powered-by']).toBeUndefined()
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const { app } = testApp()
    const doc = await app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` })
    expect(doc.statusCode).toBe(200)
    // every entry of the endpoint table is served, under its operationId (dev-only calls on a development server)
    const operations = doc.json<{ paths: Record<string, Record<string, { operationId?: string }>> }>().paths
    for (const endpoint of Object.values(endpoints)) {
      const openApiPath = endpoint.path.replace(/:(\w+)/g, '{$1}')
      expect(operations[openApiPath]?.[endpoint.method.toLowerCase()]?.operationId, endpoint.operationId).toBe(endpoint.operationId)
    }
    const ui = await app.inject({ method: 'GET', url: `${API_DOCS_PATH}/` })
    expect(ui.statusCode).toBe(200)
    expect(ui.body).toContain('swagger')
    // everything the page loads is local: no CDN
    expect(ui.body).not.toMatch(/(src|href)="https?:/)
  })
})

// One more app for what needs its own configuration: a tight global limit and a built web app.
// Each test uses its own client address, so the limit of one does not leak into another.
describe('with a web build and a tight global limit', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'basera-dist-'))
  mkdirSync(path.join(dist, 'assets'))
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Basera</title>')
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)')
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>')
  writeFileSync(path.join(dist, 'service-worker.js'), 'self.addEventListener("fetch", () => undefined)')
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Basera"}')
  let web: TestApp
  beforeAll(async () => { web = await createTestApp({ config: { webDist: dist, rateLimitMax: 3 } }) })
  afterAll(async () => {
    await web.app.close().catch(() => undefined)
    rmSync(dist, { recursive: true, force: true })
  })
  const get = (url: string, remoteAddress: string, method: 'GET' | 'POST' = 'GET') => web.app.inject({ method, url, remoteAddress })

  it('answers 429 tooManyRequests past RATE_LIMIT_MAX per minute on /api (not on the web app\'s files)', async () => {
    for (let i = 0; i < 3; i++) expect((await get(endpoints.health.path, '10.1.0.1')).statusCode).toBe(200)
    const res = await get(endpoints.health.path, '10.1.0.1')
    expect(res.statusCode).toBe(429)
    expect(res.json()).toEqual({ message: messages.tooManyRequests })
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    for (let i = 0; i < 5; i++) expect((await get('/assets/app-abc123.js', '10.1.0.1')).statusCode).toBe(200)
  })

  it('serves files, long-caches /assets, falls back to index.html for app routes, keeps /api 404s', async () => {
    const asset = await get('/assets/app-abc123.js', '10.1.0.2')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const icon = await get('/favicon.svg', '10.1.0.2')
    expect(icon.headers['cache-control']).toBe('public, max-age=300')
    for (const url of ['/', '/property/12', '/search?city=2&localities=5,7']) {
      const page = await get(url, '10.1.0.2')
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('<title>Basera</title>')
      expect(page.headers['cache-control']).toBe('no-cache')
      // the page's policy lets in what the app needs (its own files, the configured map tiles, Leaflet's inline styles) and no more
      const csp = String(page.headers['content-security-policy'])
      expect(csp).toContain("default-src 'self'")
      expect(csp).toContain("img-src 'self' data: blob: https://tiles.example;")
      expect(csp).toContain("style-src 'self' 'unsafe-inline'")
      expect(csp).toContain("script-src 'self';")
    }
    expect((await get(`${API_PREFIX}nope`, '10.1.0.2')).json()).toEqual({ message: messages.notFound })
    expect((await get('/property/12', '10.1.0.2', 'POST')).statusCode).toBe(404)
    // a bundle of an older build is missing, not the app's page (a browser would run HTML as script)
    const stale = await get('/assets/app-old999.js', '10.1.0.2')
    expect(stale.statusCode).toBe(404)
    expect(stale.json()).toEqual({ message: messages.notFound })
  })

  it('serves the service worker and the manifest re-checked on every load, with their types, under the page policy', async () => {
    const worker = await get('/service-worker.js', '10.1.0.3')
    expect(worker.statusCode).toBe(200)
    expect(worker.headers['cache-control']).toBe('no-cache')
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/)
    // a worker's own policy applies to what it fetches: its site only
    expect(String(worker.headers['content-security-policy'])).toContain("connect-src 'self'")
    const manifest = await get('/manifest.webmanifest', '10.1.0.3')
    expect(manifest.statusCode).toBe(200)
    expect(manifest.headers['cache-control']).toBe('no-cache')
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/)
  })

  // last: it closes this app's database
  it('answers 503 when the database is gone, never a stack trace', async () => {
    await web.database.close()
    const health = await get(endpoints.health.path, '10.1.0.3')
    expect(health.statusCode).toBe(503)
    expect(health.json()).toEqual({ status: 'unavailable', database: 'unreachable', redis: 'not configured' })
    const res = await web.app.inject({ method: 'POST', url: endpoints.getPropertyById.path, payload: { propertyId: 1 }, remoteAddress: '10.1.0.4' })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ message: messages.serviceUnavailable })
  })
})

describe('while the instance starts (listening, not yet migrated)', () => {
  it('answers the health check 503 "starting" and every other call 503, then serves once ready', async () => {
    const readiness = createReadiness()
    const starting = await createTestApp({ overrides: { readiness } })
    try {
      const health = await starting.app.inject({ method: 'GET', url: endpoints.health.path })
      expect(health.statusCode).toBe(503)
      expect(health.json()).toEqual({ status: 'starting', database: 'migrating', redis: 'not configured' })
      const search = await starting.post(endpoints.searchProperties, {})
      expect(search.statusCode).toBe(503)
      expect(search.json()).toEqual({ message: messages.serviceUnavailable })
      readiness.markReady()
      expect((await starting.app.inject({ method: 'GET', url: endpoints.health.path })).statusCode).toBe(200)
      expect((await starting.post(endpoints.searchProperties, {})).statusCode).toBe(200)
    } finally {
      await starting.app.close()
    }
  })
})

describe.skipIf(!inject('testRedisUrl'))('with Redis (TEST_REDIS_URL)', () => {
  it('shares the OTP resend throttle between two server instances', async () => {
    const redisUrl = inject('testRedisUrl')
    const one = await createTestApp({ config: { redisUrl } })
    const two = await createTestApp({ config: { redisUrl } })
    try {
      const phone = nextPhone()
      expect((await one.post(endpoints.login, { phoneNumber: phone })).statusCode).toBe(200)
      const again = await two.post(endpoints.login, { phoneNumber: phone })
      expect(again.statusCode).toBe(429)
      expect(again.json().message).toBe(messages.otpResendTooSoon)
    } finally {
      await one.app.close()
      await two.app.close()
    }
  })

  it('shares the per-address limit through Redis', async () => {
    const redisUrl = inject('testRedisUrl')
    const a = await createTestApp({ config: { redisUrl, rateLimitMax: 2 } })
    try {
      const remoteAddress = `10.${process.pid % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
      const statuses = []
      for (let i = 0; i < 3; i++) statuses.push((await a.app.inject({ method: 'GET', url: endpoints.health.path, remoteAddress })).statusCode)
      expect(statuses).toEqual([200, 200, 429])
    } finally {
      await a.app.close()
    }
  })
})

describe('with Redis unreachable', () => {
  it('fails closed for sign-in codes (503), while other calls go on', async () => {
    const down = await createTestApp({ config: { redisUrl: 'redis://127.0.0.1:1' } })
    try {
      const res = await down.post(endpoints.login, { phoneNumber: nextPhone() })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({ message: messages.serviceUnavailable })
      expect((await down.app.inject({ method: 'GET', url: endpoints.health.path })).statusCode).toBe(200)
    } finally {
      await down.app.close()
    }
  })
})
