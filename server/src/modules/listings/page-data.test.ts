import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { COMPACT_PHOTO_SIZES, photoSrcSet } from '@basera/contract/photos'
import { searchBodyFor, parseSearchParams } from '@basera/contract/search-link'
import * as endpoints from '@basera/contract/endpoints'
import type { HomeSectionsReply } from '@basera/contract/engagement'
import type { PropertyByIdReply, SearchPropertiesReply } from '@basera/contract/properties'
import { properties } from '../../db/schema.ts'
import { createTestApp, type TestApp } from '../../test/helper.ts'

const dist = mkdtempSync(path.join(tmpdir(), 'basera-page-'))
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Basera</title></head><body><div id="root"><!--boot-photo--></div></body></html>')
mkdirSync(path.join(dist, '.vite'))
writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'src/app/routes/search.tsx': { file: 'assets/search-1.js', isDynamicEntry: true, imports: ['index.html'] },
}))
let web: TestApp
beforeAll(async () => { web = await createTestApp({ config: { webDist: dist } }) })
afterAll(async () => {
  await web.app.close()
  rmSync(dist, { recursive: true, force: true })
})

/** The page data block as the web app reads it. */
interface PageDataBlock {
  search: { body: unknown; answer: SearchPropertiesReply }
  home: { answer: HomeSectionsReply }
  property: { propertyId: number; answer: PropertyByIdReply }
}

async function page(url: string) {
  const res = await web.app.inject({ method: 'GET', url })
  expect(res.statusCode).toBe(200)
  const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(res.body)
  const preloads = [...res.body.matchAll(/<link rel="preload" as="image" href="([^"]+)"[^>]* fetchpriority="high">/g)].map((m) => m[1])
  const preloadSizes = [...res.body.matchAll(/<link rel="preload" as="image" [^>]*imagesrcset="([^"]+)" imagesizes="([^"]+)"/g)].map((m) => [m[1], m[2]])
  // marked for element timing: the app waits for its paint before it replaces the boot frame (web lib/next-paint.ts)
  const bootPhotos = [...res.body.matchAll(/<img class="boot-photo" src="([^"]+)"[^>]* elementtiming="boot-photo">/g)].map((m) => m[1])
  return { html: res.body, data: block ? (JSON.parse(block[1]!) as PageDataBlock) : null, preloads, preloadSizes, bootPhotos }
}

const SEARCH_LINK = '/search?city=1&min=0&max=1000000'

describe('pages people arrive on carry their first data', () => {
  it('a search link: the first page of results the API gives for it, and its first photo preloaded', async () => {
    const { data, preloads } = await page(SEARCH_LINK)
    const body = searchBodyFor(parseSearchParams(new URLSearchParams(SEARCH_LINK.split('?')[1])), 0)
    expect(data!.search.body).toEqual(body)
    const api = await web.post(endpoints.searchProperties, body)
    expect(data!.search.answer).toEqual(api.json())
    expect(data!.search.answer.data).toHaveLength(10)
    expect(preloads).toEqual([api.json().data[0]!.photos[0]])
  })

  it('Home: the lists of a visitor who is not signed in, and the first card photo (the card-sized copy for a compact card)', async () => {
    const { data, preloads, preloadSizes } = await page('/home')
    const api = await web.post(endpoints.getHomeSections, {})
    expect(data!.home.answer).toEqual(api.json())
    const photo = api.json().smart_suggestions[0]!.photos[0]!
    expect(preloads).toEqual([photo])
    expect(preloadSizes).toEqual([[photoSrcSet(photo), COMPACT_PHOTO_SIZES]])
  })

  it('a property: its details as the API gives them to a visitor not signed in, and its first photo', async () => {
    const { data, preloads } = await page('/property/3')
    const api = await web.post(endpoints.getPropertyById, { propertyId: 3 })
    expect(data!.property).toEqual({ propertyId: 3, answer: api.json() })
    expect(preloads).toEqual([api.json().data[0]!.photos[0]])
  })

  it('shows the first photo in the frame painted before the app starts; a page without data keeps the plain frame', async () => {
    const { preloads, bootPhotos } = await page('/property/3')
    expect(bootPhotos).toEqual(preloads)
    expect((await page('/login')).bootPhotos).toEqual([])
  })

  it('other pages, an unknown property and a search page without a filter are the plain app page', async () => {
    for (const url of ['/property/999999', '/property/abc', '/search', '/login']) {
      const { data, preloads, html } = await page(url)
      expect(data, url).toBeNull()
      expect(preloads, url).toEqual([])
      expect(html).toContain('<title>Basera</title>')
    }
  })

  it("lists the screen's scripts, with or without data, so they load beside the app's entry", async () => {
    const screenScript = '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/search-1.js">'
    expect((await page(SEARCH_LINK)).html).toContain(screenScript)
    expect((await page('/search')).html).toContain(screenScript)
    expect((await page('/login')).html).not.toContain('modulepreload')
  })

  it('goes to a browser compressed (the data makes Home ten times the app page)', async () => {
    const plain = await web.app.inject({ method: 'GET', url: '/home' })
    const br = await web.app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
  })

  it('a listing cannot close the data block: its text stays data', async () => {
    const first = (await page(SEARCH_LINK)).data!.search.answer.data[0]!
    const name = '</script><script>alert(1)</script> $& $\' $`'
    await web.database.db.update(properties).set({ name }).where(eq(properties.id, first.property_id))
    const { html, data } = await page(SEARCH_LINK)
    expect(html).not.toContain('<script>alert(1)')
    expect(data!.search.answer.data[0]?.property_name).toBe(name)
  })
})
