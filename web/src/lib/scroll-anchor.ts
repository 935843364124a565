/**
 * Marks a part of a screen that Back returns to by itself (a result card) rather than by pixel offset: on a
 * rebuilt list, parts above it may not be laid out yet (content-visibility keeps a placeholder height), so
 * the same offset would show another card. Its value names the part among its screen's others.
 */
export const SCROLL_ANCHOR = 'data-scroll-anchor'

/** The attribute that makes an element its screen's scroll anchor named `id`. */
export function scrollAnchor(id: number | string): Record<typeof SCROLL_ANCHOR, string> {
  return { [SCROLL_ANCHOR]: String(id) }
}
