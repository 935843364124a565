import { useCallback, useEffect, useState } from 'react'
import type { PropertyCard } from '@basera/contract/properties'
import { Icon } from '../../../components/icon'
import { homeStrings } from '../strings'
import type { RenderCard } from './types'
import styles from './perfect-match-carousel.module.css'
import { useStrings } from '../../../lib/i18n'
import { useCarousel } from '../../../lib/use-carousel'

/** 'Perfect Match': a swipeable carousel with previous / next buttons and labelled dots. */
export function PerfectMatchCarousel({ properties, renderCard, priorityCount = 0 }: {
  properties: readonly PropertyCard[]
  renderCard: RenderCard
  priorityCount?: number
}) {
  const homeText = useStrings(homeStrings)
  const { ref: emblaRef, api: emblaApi } = useCarousel({ align: 'start', containScroll: 'trimSnaps' }, { start: true })
  const [selected, setSelected] = useState(0)
  const [snaps, setSnaps] = useState<number[]>([])

  useEffect(() => {
    if (!emblaApi) return
    const update = () => {
      setSnaps(emblaApi.scrollSnapList())
      setSelected(emblaApi.selectedScrollSnap())
    }
    update()
    emblaApi.on('select', update).on('reInit', update)
    return () => {
      emblaApi.off('select', update).off('reInit', update)
    }
  }, [emblaApi])

  const prev = useCallback(() => emblaApi?.scrollPrev(), [emblaApi])
  const next = useCallback(() => emblaApi?.scrollNext(), [emblaApi])

  return (
    <div className={styles.carousel} role="group" aria-roledescription="carousel" aria-label={homeText.perfectMatch}>
      <div className={styles.viewport} ref={emblaRef}>
        <ul className={styles.container}>
          {properties.map((property, index) => (
            <li key={property.property_id} className={styles.slide}>
              {renderCard(property, 'compact', index < priorityCount)}
            </li>
          ))}
        </ul>
      </div>
      {snaps.length > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={prev} disabled={selected === 0} aria-label={homeText.previous}>
            <Icon name="back" size={18} />
          </button>
          <div className={styles.dots}>
            {snaps.map((_, index) => (
              <button
                key={index}
                type="button"
                className={`${styles.dot} ${index === selected ? styles.active : ''}`}
                aria-label={homeText.goToSlide(index + 1, snaps.length)}
                aria-current={index === selected || undefined}
                onClick={() => emblaApi?.scrollTo(index)}
              />
            ))}
          </div>
          <button type="button" className={styles.arrow} onClick={next} disabled={selected === snaps.length - 1} aria-label={homeText.next}>
            <Icon name="chevronRight" size={18} />
          </button>
        </div>
      )}
    </div>
  )
}
