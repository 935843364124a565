import type { HomePropertySection } from '@basera/contract/constants'

export type PropertySectionKey = HomePropertySection

export interface SectionInfo {
  slug: string
  /** The section's title in the home strings (read in the reader's language when shown). */
  title: 'recentSearch' | 'smartSuggestions' | 'perfectMatch' | 'bestForYou' | 'budgetFriendly'
  key: PropertySectionKey | 'recent_searches'
}

/** The home sections that have a 'View all' list (/category/<slug>). */
const sections: readonly SectionInfo[] = [
  { slug: 'recent-search', title: 'recentSearch', key: 'recent_searches' },
  { slug: 'smart-suggestions', title: 'smartSuggestions', key: 'smart_suggestions' },
  { slug: 'perfect-match', title: 'perfectMatch', key: 'perfect_match' },
  { slug: 'best-for-you', title: 'bestForYou', key: 'best_for_you' },
  { slug: 'budget-friendly', title: 'budgetFriendly', key: 'budget_friendly' },
]

export const sectionBySlug = (slug: string | undefined) => sections.find((s) => s.slug === slug)

export const sectionByKey = (key: SectionInfo['key']) => sections.find((s) => s.key === key)
