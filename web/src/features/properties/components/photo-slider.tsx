import { useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router'
import useEmblaCarousel from 'embla-carousel-react'
import Autoplay from 'embla-carousel-autoplay'
import { CAROUSEL_AUTOPLAY_MS } from '@basera/contract/constants'
import { propertyStrings } from '../strings'
import { PropertyImage } from './property-image'
import styles from './photo-slider.module.css'

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

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Swipeable photos with autoplay (3000 ms) and labelled, clickable dots. */
export function PhotoSlider({ photos, name, to, onOpen, priority = false, className }: PhotoSliderProps) {
  const slides = photos.length > 0 ? photos : ['']
  const many = slides.length > 1
  const [plugins] = useState(() => (many && !reducedMotion() ? [Autoplay({ delay: CAROUSEL_AUTOPLAY_MS, stopOnInteraction: true })] : []))
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: many, active: many }, plugins)
  const [selected, setSelected] = useState(0)
  // once the first photo has loaded the card is near the viewport: fetch the others before autoplay shows them
  const [warm, setWarm] = useState(false)

  useEffect(() => {
    if (!emblaApi) return
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap())
    emblaApi.on('select', onSelect).on('reInit', onSelect)
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onSelect)
    }
  }, [emblaApi])

  const goTo = useCallback((index: number) => emblaApi?.scrollTo(index), [emblaApi])

  return (
    <div className={`${styles.slider} ${className ?? ''}`} role="group" aria-roledescription="carousel" aria-label={propertyStrings.photos}>
      <div className={styles.viewport} ref={emblaRef}>
        <div className={styles.container}>
          {slides.map((photo, index) => {
            const image = (
              <PropertyImage
                src={photo}
                alt={propertyStrings.photoOf(name, index + 1, slides.length)}
                className={styles.image}
                priority={index === 0 ? priority : warm}
                onLoad={index === 0 ? () => setWarm(true) : undefined}
              />
            )
            return (
              <div className={styles.slide} key={`${photo}-${index}`} aria-hidden={index !== selected || undefined}>
                {to ? (
                  // the card's title is the keyboard link; photos are the same target for touch
                  <Link to={to} tabIndex={-1} className={styles.link}>
                    {image}
                  </Link>
                ) : onOpen ? (
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
      {many && (
        <div className={styles.dots}>
          {slides.map((photo, index) => (
            <button
              key={`${photo}-${index}`}
              type="button"
              className={styles.dot}
              aria-label={propertyStrings.showPhoto(index + 1, slides.length)}
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
