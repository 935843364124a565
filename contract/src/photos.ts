/**
 * Listing photos come in two widths: the 800 px file and a 480 px copy beside it (`-480.webp`) for a
 * card a phone shows 240 CSS px wide. The web app's <img srcset> and the server's preload of a page's
 * first photo use these, so the browser fetches the same file for both.
 */
const WITH_CARD_COPY = /^(\/media\/(?:properties\/property-\d{2}|uploads\/p\d+-[0-9a-f]{16}))\.webp$/

export const PHOTO_WIDTH = 800
export const CARD_COPY_WIDTH = 480
/** Every listing photo is 4:3 (800 × 600, its card copy 480 × 360). */
export const PHOTO_HEIGHT = 600
export const CARD_COPY_HEIGHT = 360

/** Photos operators upload are served from here (the server keeps them; seeded ones ship with the web app). */
export const UPLOADED_PHOTOS_PATH = '/media/uploads/'
/** What the console may upload (PRODUCT.md "The operator side"): the server reads the file's bytes to tell. */
export const UPLOAD_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export const UPLOAD_PHOTO_MAX_BYTES = 10 * 1024 * 1024
export const PHOTOS_PER_PROPERTY_MAX = 20

/** `sizes` of a photo as wide as the 650 px frame less its 16 px margins (search results, a property's slider). */
export const FULL_PHOTO_SIZES = '(max-width: 650px) calc(100vw - 32px), 618px'
/** `sizes` of a compact card's photo (home carousels). */
export const COMPACT_PHOTO_SIZES = '240px'

/** The srcset of a listing photo, or undefined for a photo without a card-sized copy. */
export function photoSrcSet(url: string): string | undefined {
  const match = WITH_CARD_COPY.exec(url)
  return match ? `${match[1]}-${CARD_COPY_WIDTH}.webp ${CARD_COPY_WIDTH}w, ${url} ${PHOTO_WIDTH}w` : undefined
}
