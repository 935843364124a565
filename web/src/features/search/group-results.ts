export interface ResultGroups<T> {
  /** Results 0-1, above the banner. */
  top: T[]
  /** Results 3-4, below the banner. */
  middle: T[]
  /** The 'Top Selling' carousel: results 2 and 5 (the spec's grouping skips them), then the best rated. */
  carousel: T[]
  /** Results 6 onwards. */
  rest: T[]
}

const CAROUSEL_SIZE = 6

/** The spec's grouping of results, with nothing lost: every result appears at least once. */
export function groupResults<T>(results: readonly T[], rating: (item: T) => number | null): ResultGroups<T> {
  const skipped = [results[2], results[5]].filter((r): r is T => r !== undefined)
  const rest = results.slice(6)
  const bestRated = [...rest].sort((a, b) => (rating(b) ?? 0) - (rating(a) ?? 0))
  return {
    top: results.slice(0, 2),
    middle: results.slice(3, 5),
    carousel: [...skipped, ...bestRated].slice(0, Math.max(CAROUSEL_SIZE, skipped.length)),
    rest,
  }
}
