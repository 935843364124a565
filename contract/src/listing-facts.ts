import type { PropertyCard } from './properties.ts'

export type Furnishing = PropertyCard['furnishing']

// Words that state a furnishing, most specific first ("semi-furnished" before a bare "furnished").
const CLAIMS: readonly [RegExp, Furnishing][] = [
  [/\bun-?furnished\b/i, 'Unfurnished'],
  [/\bsemi[\s-]*furnished\b/i, 'Semi Furnished'],
  [/\bfully[\s-]*furnished\b/i, 'Fully Furnished'],
]

/** The furnishing a piece of listing text states ("Fully furnished rooms with …"), or null when it states none. */
export function furnishingClaimed(text: string): Furnishing | null {
  return CLAIMS.find(([pattern]) => pattern.test(text))?.[1] ?? null
}

/** The first highlight that states another furnishing than the property's (the listing would contradict itself), or null. */
export function highlightContradictingFurnishing(furnishing: Furnishing, highlights: readonly string[]): { highlight: string; claimed: Furnishing } | null {
  for (const highlight of highlights) {
    const claimed = furnishingClaimed(highlight)
    if (claimed !== null && claimed !== furnishing) return { highlight, claimed }
  }
  return null
}
