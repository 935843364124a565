export interface ResultGroups<T> {
  /** Results 0-1, above the banner. */
  top: T[]
  /** Results 3-4, below the banner. */
  middle: T[]
  /** The 'Top Selling' carousel: results 2 and 5 (the spec's grouping skips them), then the best rated. */
  carousel: T[]
  /** Results 6 onwards, less those the carousel shows: a property never appears twice on one screen. */
  rest: T[]
}

const CAROUSEL_SIZE = 6

/** The spec's grouping of results: every result appears exactly once. */
export function groupResults<T>(results: readonly T[], rating: (item: T) => number | null): ResultGroups<T> {
  const skipped = [results[2], results[5]].filter((r): r is T => r !== undefined)
  const after = results.slice(6)
  const bestRated = [...after].sort((a, b) => (rating(b) ?? 0) - (rating(a) ?? 0))
  const carousel = [...skipped, ...bestRated].slice(0, Math.max(CAROUSEL_SIZE, skipped.length))
  const inCarousel = new Set(carousel)
  return {
    top: results.slice(0, 2),
    middle: results.slice(3, 5),
    carousel,
    rest: after.filter((r) => !inCarousel.has(r)),
  }
}
