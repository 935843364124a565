import type { HomePropertySection } from '@basera/contract/constants'
import { homeStrings } from './strings'

export type PropertySectionKey = HomePropertySection

export interface SectionInfo {
  slug: string
  title: string
  key: PropertySectionKey | 'recent_searches'
}

/** The home sections that have a 'View all' list (/category/<slug>); titles read when shown, in the reader's language. */
const sections: readonly SectionInfo[] = [
  { slug: 'recent-search', get title() { return homeStrings.recentSearch }, key: 'recent_searches' },
  { slug: 'smart-suggestions', get title() { return homeStrings.smartSuggestions }, key: 'smart_suggestions' },
  { slug: 'perfect-match', get title() { return homeStrings.perfectMatch }, key: 'perfect_match' },
  { slug: 'best-for-you', get title() { return homeStrings.bestForYou }, key: 'best_for_you' },
  { slug: 'budget-friendly', get title() { return homeStrings.budgetFriendly }, key: 'budget_friendly' },
]

export const sectionBySlug = (slug: string | undefined) => sections.find((s) => s.slug === slug)

export const sectionByKey = (key: SectionInfo['key']) => sections.find((s) => s.key === key)
