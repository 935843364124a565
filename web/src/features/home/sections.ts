import type { HomePropertySection } from '@basera/contract/constants'
import { homeStrings } from './strings'

export type PropertySectionKey = HomePropertySection

export interface SectionInfo {
  slug: string
  title: string
  key: PropertySectionKey | 'recent_searches'
}

/** The home sections that have a 'View all' list (/category/<slug>). */
const sections: readonly SectionInfo[] = [
  { slug: 'recent-search', title: homeStrings.recentSearch, key: 'recent_searches' },
  { slug: 'smart-suggestions', title: homeStrings.smartSuggestions, key: 'smart_suggestions' },
  { slug: 'perfect-match', title: homeStrings.perfectMatch, key: 'perfect_match' },
  { slug: 'best-for-you', title: homeStrings.bestForYou, key: 'best_for_you' },
  { slug: 'budget-friendly', title: homeStrings.budgetFriendly, key: 'budget_friendly' },
]

export const sectionBySlug = (slug: string | undefined) => sections.find((s) => s.slug === slug)

export const sectionByKey = (key: SectionInfo['key']) => sections.find((s) => s.key === key)
