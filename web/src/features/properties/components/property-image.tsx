import { useState, type ImgHTMLAttributes } from 'react'
import { FULL_PHOTO_SIZES, photoSrcSet } from '@basera/contract/photos'

const FALLBACK_IMAGE = '/media/fallback.webp'

interface PropertyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | undefined
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean
}

/**
 * A listing photo that falls back to the house drawing when the file is missing or fails; a phone takes
 * the card-sized copy when the photo is shown small (`sizes`, full width unless told).
 */
export function PropertyImage({ src, priority = false, alt = '', width = 800, height = 600, sizes = FULL_PHOTO_SIZES, ...rest }: PropertyImageProps) {
  const [failed, setFailed] = useState(false)
  const srcSet = src && !failed ? photoSrcSet(src) : undefined
  return (
    <img
      src={!src || failed ? FALLBACK_IMAGE : src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      {...rest}
    />
  )
}
