/**
 * Listing photos come in two widths: the 800 px file and a 480 px copy beside it (`-480.webp`) for a
 * card a phone shows 240 CSS px wide. The web app's <img srcset> and the server's preload of a page's
 * first photo use these, so the browser fetches the same file for both.
 */
const WITH_CARD_COPY = /^(\/media\/properties\/property-\d{2})\.webp$/

export const PHOTO_WIDTH = 800
export const CARD_COPY_WIDTH = 480

/** `sizes` of a photo as wide as the 650 px frame less its 16 px margins (search results, a property's slider). */
export const FULL_PHOTO_SIZES = '(max-width: 650px) calc(100vw - 32px), 618px'
/** `sizes` of a compact card's photo (home carousels). */
export const COMPACT_PHOTO_SIZES = '240px'

/** The srcset of a listing photo, or undefined for a photo without a card-sized copy. */
export function photoSrcSet(url: string): string | undefined {
  const match = WITH_CARD_COPY.exec(url)
  return match ? `${match[1]}-${CARD_COPY_WIDTH}.webp ${CARD_COPY_WIDTH}w, ${url} ${PHOTO_WIDTH}w` : undefined
}
