import type { FastifyRequest } from 'fastify'
import { HOME_PROPERTY_SECTIONS } from '@basera/contract/constants'
import { COMPACT_PHOTO_SIZES, FULL_PHOTO_SIZES, photoSrcSet } from '@basera/contract/photos'
import { SearchPropertiesBody, type PropertyByIdReply, type PropertyCard, type SearchPropertiesReply } from '@basera/contract/properties'
import { hasFilterParams, parseSearchParams, searchBodyFor } from '@basera/contract/search-link'
import { AppError } from '../../lib/errors.ts'
import type { PageExtras, PreloadImage } from '../../plugins/static-web.ts'
import { filtersFromBody } from '../properties/search-service.ts'
import type { ListingsAnswers } from './answers.ts'

function firstPhoto(cards: readonly PropertyCard[], sizes: string): PreloadImage[] {
  const href = cards[0]?.photos[0]
  if (!href) return []
  const srcset = photoSrcSet(href)
  return [srcset ? { href, srcset, sizes } : { href }]
}
const PROPERTY_PATH = /^\/property\/(\d{1,9})$/

/**
 * The first data of the pages people arrive on (a shared search link, Home, a shared property) goes in the page
 * itself, with its first photo preloaded: a visitor who is not signed in sees results without
 * waiting for the app's script to ask for them (a round trip less on a slow link). The web app uses
 * it only when it would have asked for exactly that; a signed-in visitor's screens ask as before.
 */
export function pageData(listings: ListingsAnswers): (request: FastifyRequest) => Promise<PageExtras | null> {
  return async (request) => {
    const url = new URL(request.url, 'http://page')
    if (url.pathname === '/search' && hasFilterParams(url.searchParams)) {
      const body = searchBodyFor(parseSearchParams(url.searchParams), 0)
      const parsed = SearchPropertiesBody.parse(body)
      // near a place: the app asks (the place's point is the properties module's to look up)
      if (parsed.near_place_id !== undefined) return null
      const answer = JSON.parse((await listings.search(filtersFromBody(parsed, parsed.near ?? null))).text) as SearchPropertiesReply
      return { data: { search: { body, answer } }, preloadImages: firstPhoto(answer.data, FULL_PHOTO_SIZES) }
    }
    const property = PROPERTY_PATH.exec(url.pathname)
    if (property) {
      const propertyId = Number(property[1])
      // an unknown property: the plain page (the app shows its not-found screen)
      const answer = await listings.propertyDetail(propertyId, false).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 404) return null
        throw error
      })
      if (!answer) return null
      const reply = JSON.parse(answer.text) as PropertyByIdReply
      return { data: { property: { propertyId, answer: reply } }, preloadImages: firstPhoto(reply.data, FULL_PHOTO_SIZES) }
    }
    if (url.pathname === '/home') {
      const sections = await listings.popularHome()
      const firstList = HOME_PROPERTY_SECTIONS.map((key) => sections[key]).find((list) => list.length > 0)
      return { data: { home: { answer: { success: true, ...sections } } }, preloadImages: firstPhoto(firstList ?? [], COMPACT_PHOTO_SIZES) }
    }
    return null
  }
}
