import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { propertyPagePath } from '@basera/contract/seo'
import { properties } from '../../db/schema.ts'
import { useTestApp } from '../../test/helper.ts'

const testApp = useTestApp({ config: { publicOrigin: 'https://basera.example' } })

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

describe('GET /sitemap.xml', () => {
  it('lists the public pages, every listed property and every locality page with one, on the public origin', async () => {
    const { app, database } = testApp()
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/xml/)
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/)
    const urls = locs(res.body)
    expect(urls).toContain('https://basera.example/home')
    expect(urls).toContain('https://basera.example/help/faq')
    const listed = await database.db.select({ id: properties.id, name: properties.name }).from(properties).where(eq(properties.listed, true))
    expect(listed.length).toBeGreaterThan(5)
    for (const p of listed) expect(urls).toContain(`https://basera.example${propertyPagePath(p.id, p.name)}`)
    expect(urls.filter((u) => u?.includes('/pg-in/')).length).toBeGreaterThan(0)
    for (const u of urls.filter((u) => u?.includes('/pg-in/'))) expect(u).toMatch(/^https:\/\/basera\.example\/pg-in\/(delhi|noida|gurugram)\/[a-z0-9-]+$/)
  })

  it('drops a property as soon as it leaves search (unpublished or unconfirmed too long)', async () => {
    const { app, database } = testApp()
    const [gone] = await database.db.update(properties).set({ published: false, listed: false }).where(eq(properties.id, 3)).returning({ id: properties.id, name: properties.name })
    const urls = locs((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body)
    expect(gone).toBeDefined()
    expect(urls).not.toContain(`https://basera.example${propertyPagePath(gone?.id ?? 0, gone?.name ?? '')}`)
    expect(urls.some((u) => u?.startsWith('https://basera.example/property/3-'))).toBe(false)
  })
})

describe('GET /robots.txt', () => {
  it('lets crawlers read the public pages, keeps them off the API and private screens, and names the sitemap', async () => {
    const res = await testApp().app.inject({ method: 'GET', url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('User-agent: *\nAllow: /\nDisallow: /api/')
    expect(res.body).toContain('Disallow: /bookings')
    expect(res.body).toContain('Sitemap: https://basera.example/sitemap.xml')
  })
})
