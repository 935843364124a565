import { Children, type ReactNode } from 'react'
import styles from './search-parts.module.css'

interface CardCarouselProps {
  title: string
  /** Keyed cards; Children.map keeps their keys on the list items. */
  children: ReactNode
}

/** A horizontal, swipeable row of compact cards (native scroll snapping: smooth on any phone). */
export function CardCarousel({ title, children }: CardCarouselProps) {
  if (Children.count(children) === 0) return null
  return (
    <section className={styles.carousel} aria-label={title}>
      <h2 className={styles.carouselTitle}>{title}</h2>
      <ul className={styles.carouselTrack}>{Children.map(children, (child) => <li>{child}</li>)}</ul>
    </section>
  )
}
