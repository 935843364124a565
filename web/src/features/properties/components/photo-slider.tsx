import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { CAROUSEL_AUTOPLAY_MS } from '@basera/contract/constants'
import { afterNextPaint } from '../../../lib/next-paint'
import { useNearViewport } from '../../../lib/near-viewport'
import { useCarousel } from '../../../lib/use-carousel'
import { propertyStrings } from '../strings'
import { PropertyImage } from './property-image'
import styles from './photo-slider.module.css'
import { useStrings } from '../../../lib/i18n'

interface PhotoSliderProps {
  photos: string[]
  name: string
  /** Where a tap on a photo goes (the property page); absent on the details page. */
  to?: string
  /** Tap on a photo when there is no link (opens the full-screen viewer). */
  onOpen?: (index: number) => void
  priority?: boolean
  className?: string
}

const WARM_DELAY_MS = CAROUSEL_AUTOPLAY_MS - 1000

const reducedMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Swipeable photos with autoplay (3000 ms) and labelled, clickable dots. */
export function PhotoSlider({ photos, name, to, onOpen, priority = false, className }: PhotoSliderProps) {
  const propertyText = useStrings(propertyStrings)
  const slides = photos.length > 0 ? photos : ['']
  const many = slides.length > 1
  const [selected, setSelected] = useState(0)
  // Embla measures every slide when it starts: ten cards starting together held a phone's main thread for a
  // third of a second. A slider starts once its first photo has loaded and the page has painted it, and it is on
  // screen (the cards below the fold or off to the side of a row start as the visitor gets to them: nothing to
  // autoplay for until then), or when the visitor reaches for it. Started in the same task as the page's first
  // render, its measuring forced the whole page's layout there (135 ms of a slow phone's property page); after
  // the paint it reads the layout the paint made.
  const slider = useRef<HTMLDivElement>(null)
  const onScreen = useNearViewport(slider, '0px')
  const [photoPainted, setPhotoPainted] = useState(false)
  const firstPhotoLoaded = useCallback(() => void afterNextPaint().then(() => setPhotoPainted(true)), [])
  const [reached, setReached] = useState(false)
  const live = reached || (photoPainted && onScreen)
  const [autoplayMs] = useState(() => (many && !reducedMotion() ? CAROUSEL_AUTOPLAY_MS : undefined))
  const { ref: emblaRef, api: emblaApi } = useCarousel({ loop: many, active: many }, { start: live && many, autoplayMs })
  // The other photos load a second before autoplay shows the next one, or when the visitor reaches for the
  // slider. Not with the first photo: four more downloads per card went ahead of the page's first photos.
  const [warm, setWarm] = useState(false)
  useEffect(() => {
    if (!live || warm) return
    const timer = setTimeout(() => setWarm(true), WARM_DELAY_MS)
    return () => clearTimeout(timer)
  }, [live, warm])
  const warmUp = () => {
    setReached(true)
    setWarm(true)
  }

  useEffect(() => {
    if (!emblaApi) return
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap())
    emblaApi.on('select', onSelect).on('reInit', onSelect)
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect)
    }
  }, [emblaApi])

  const goTo = useCallback((index: number) => emblaApi?.scrollTo(index), [emblaApi])

  const photosViewport = (
    <div className={styles.viewport} ref={emblaRef}>
      <div className={styles.container}>
        {slides.map((photo, index) => {
          const alt = propertyText.photoOf(name, index + 1, slides.length)
          // until warm, the other slides hold an empty frame: a lazy <img> beside the first one would still load at once
          const image = index === 0 || warm ? (
            <PropertyImage
              src={photo}
              alt={alt}
              className={styles.image}
              priority={index === 0 ? priority : true}
              fetchPriority={index === 0 && priority ? 'high' : undefined}
              onLoaded={index === 0 ? firstPhotoLoaded : undefined}
            />
          ) : (
            <span className={styles.image} role="img" aria-label={alt} />
          )
          return (
            <div className={styles.slide} key={`${photo}-${index}`} aria-hidden={index !== selected || undefined}>
              {onOpen ? (
                <button type="button" className={styles.link} onClick={() => onOpen(index)} tabIndex={index === selected ? 0 : -1}>
                  {image}
                </button>
              ) : (
                image
              )}
            </div>
          )
        })}
      </div>
    </div>
  )

  return (
    <div
      ref={slider}
      className={`${styles.slider} ${className ?? ''}`}
      role="group"
      aria-roledescription="carousel"
      aria-label={propertyText.photos}
      onPointerDown={warmUp}
      onFocus={warmUp}
    >
      {to ? (
        // one link around the photos (not one per photo: a slow phone renders each): the card's title is the
        // keyboard link, the photos are the same target for touch; a swipe is not a tap (Embla stops its click)
        <Link to={to} tabIndex={-1} className={styles.link}>
          {photosViewport}
        </Link>
      ) : (
        photosViewport
      )}
      {many && (
        <div className={styles.dots}>
          {slides.map((photo, index) => (
            <button
              key={`${photo}-${index}`}
              type="button"
              className={styles.dot}
              aria-label={propertyText.showPhoto(index + 1, slides.length)}
              aria-current={index === selected || undefined}
              onClick={() => goTo(index)}
            >
              <span />
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
