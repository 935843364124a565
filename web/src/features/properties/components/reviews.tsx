import type { Review } from '@basera/contract/properties'
import { Icon } from '../../../components/icon'
import { formatDate } from '../../../lib/format'
import { propertyStrings as t } from '../strings'
import styles from './property-sections.module.css'

function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={t.stars(rating)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon key={n} name="star" size={16} filled={n <= rating} />
      ))}
    </span>
  )
}

export function Reviews({ reviews, rating, count }: { reviews: Review[]; rating: number | null; count: number }) {
  return (
    <section className={styles.section} aria-labelledby="reviews-title">
      <div className={styles.titleRow}>
        <h2 id="reviews-title" className={styles.title}>
          {t.reviews}
        </h2>
        {rating !== null && count > 0 && (
          <span className={styles.ratingBadge}>
            <Icon name="star" size={16} filled />
            {t.rating(rating.toFixed(1), count)}
          </span>
        )}
      </div>
      {reviews.length === 0 ? (
        <p className={styles.text}>{t.noReviews}</p>
      ) : (
        <ul className={styles.reviews}>
          {reviews.map((r) => (
            <li key={r.id}>
              <div className={styles.reviewHead}>
                <strong>{r.title}</strong>
                <Stars rating={r.rating} />
              </div>
              <p>{r.description}</p>
              <small>
                {r.name} · {formatDate(r.created_at)}
              </small>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
