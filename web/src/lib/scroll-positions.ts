/** Where the reader was on each history entry (by the router's location key), for Back and Forward. */
const positions = new Map<string, number>()

export function rememberScrollPosition(key: string, scrollY: number): void {
  positions.set(key, scrollY)
}

/** The scroll a Back or Forward to this entry returns to; none where the reader never scrolled it. */
export function scrollPositionOf(key: string): number | undefined {
  return positions.get(key)
}
