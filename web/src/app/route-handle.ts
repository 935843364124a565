import type { headStrings } from './head-strings'

type HeadTexts = typeof headStrings
/** The head strings that are plain texts (not sentences built from a value). */
type FixedText = { [K in keyof HeadTexts]: HeadTexts[K] extends string ? K : never }[keyof HeadTexts]

/** A page whose title and description are fixed texts of the head strings. */
export interface FixedHead {
  path: string
  title: FixedText
  description: FixedText
}

/**
 * Which head a route's page has: a name page-head.ts resolves (so the functions that write titles, descriptions and
 * structured data stay out of the first load: the server uses them, and the browser loads them after a navigation).
 */
export type HeadName = 'home' | 'search' | 'locality' | 'property' | 'rooms' | FixedHead

/** What a route declares beside its screen. */
export interface RouteHandle {
  /** Show the bottom tab bar on this screen. */
  tabs?: boolean
  /** A public page: the server renders it (with its data, title and description) before any script runs; a page whose
   *  address does not say all it shows (a search kept on the phone) is the browser's to draw. */
  ssr?: boolean | ((url: URL) => boolean)
  /** The screen's module (the file its `lazy` imports): a rendered page lists its styles and scripts. */
  module?: string
  head?: HeadName
}

export const routeHandle = (handle: unknown): RouteHandle => (typeof handle === 'object' && handle !== null ? handle : {})
