import { asc, eq } from 'drizzle-orm'
import { localityPagePath, propertyPagePath } from '@basera/contract/seo'
import type { Db } from '../../db/client.ts'
import { cities, localities, properties } from '../../db/schema.ts'

/** Public pages that are the same for everyone: always in the sitemap. */
const FIXED_PAGES = ['/home', '/help', '/help/faq', '/privacy', '/terms']

export interface SitemapEntry {
  path: string
  lastModified?: Date
}

/**
 * Every page search engines should find: the fixed public pages, each property tenants can find (published and
 * confirmed recently: `listed`, the same flag search reads, so a property leaves the sitemap as it leaves search),
 * and the page of each locality that has one.
 */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const listed = await db
    .select({ id: properties.id, name: properties.name, confirmedAt: properties.availabilityConfirmedAt, locality: localities.name, city: cities.name })
    .from(properties)
    .innerJoin(localities, eq(localities.id, properties.localityId))
    .innerJoin(cities, eq(cities.id, localities.cityId))
    .where(eq(properties.listed, true))
    .orderBy(asc(properties.id))
  const localityPages = new Map<string, Date | undefined>()
  for (const row of listed) {
    const path = localityPagePath(row.city, row.locality)
    const latest = localityPages.get(path)
    const confirmed = row.confirmedAt ?? undefined
    if (!localityPages.has(path) || (confirmed && (!latest || confirmed > latest))) localityPages.set(path, confirmed)
  }
  return [
    ...FIXED_PAGES.map((path) => ({ path })),
    ...[...localityPages].map(([path, lastModified]) => ({ path, lastModified })),
    ...listed.map((row) => ({ path: propertyPagePath(row.id, row.name), lastModified: row.confirmedAt ?? undefined })),
  ]
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function sitemapXml(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : ''
    return `<url><loc>${escapeXml(new URL(path, origin).href)}</loc>${lastmod}</url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** Crawlers may read every public page; the API, the console and a tenant's own screens are not for them. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /operator',
    'Disallow: /sandbox-gateway/',
    'Disallow: /login',
    'Disallow: /profile',
    'Disallow: /bookings',
    'Disallow: /shortlist',
    'Disallow: /my-properties',
    'Disallow: /notifications',
    'Disallow: /pay-rent',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
