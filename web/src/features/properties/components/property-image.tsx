import { useCallback, useState, type ImgHTMLAttributes } from 'react'
import { FULL_PHOTO_SIZES, photoSrcSet } from '@basera/contract/photos'

const FALLBACK_IMAGE = '/media/fallback.webp'

interface PropertyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onLoad' | 'onError'> {
  src: string | undefined
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean
  /** Once the photo is in, also when it arrived before the app took over a page the server rendered. */
  onLoaded?: () => void
}

/**
 * A listing photo that falls back to the house drawing when the file is missing or fails; a phone takes
 * the card-sized copy when the photo is shown small (`sizes`, full width unless told).
 */
export function PropertyImage({ src, priority = false, alt = '', width = 800, height = 600, sizes = FULL_PHOTO_SIZES, onLoaded, ...rest }: PropertyImageProps) {
  const [failed, setFailed] = useState(false)
  const srcSet = src && !failed ? photoSrcSet(src) : undefined
  // a photo of a page the server rendered may have loaded (or failed) before React took the page over, its event
  // gone: it is read as it stands when React attaches to it
  const settled = useCallback(
    (img: HTMLImageElement | null) => {
      if (!img?.complete) return
      if (img.naturalWidth === 0) setFailed(true)
      else onLoaded?.()
    },
    [onLoaded],
  )
  return (
    <img
      ref={settled}
      src={!src || failed ? FALLBACK_IMAGE : src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      onLoad={onLoaded}
      onError={() => setFailed(true)}
      {...rest}
    />
  )
}
