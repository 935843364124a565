import { useState, type ImgHTMLAttributes } from 'react'

const FALLBACK_IMAGE = '/media/fallback.webp'

interface PropertyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | undefined
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean
}

/** A listing photo that falls back to the house drawing when the file is missing or fails. */
export function PropertyImage({ src, priority = false, alt = '', width = 800, height = 600, ...rest }: PropertyImageProps) {
  const [failed, setFailed] = useState(false)
  return (
    <img
      src={!src || failed ? FALLBACK_IMAGE : src}
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
