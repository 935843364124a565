import type { Review } from '@basera/contract/properties'
import { Icon } from '../../../components/icon'
import { formatDate, formatMonth } from '../../../lib/format'
import { useSession } from '../../../lib/session'
import { propertyStrings } from '../strings'
import { WriteReview } from './write-review'
import styles from './property-sections.module.css'
import { useLanguage, useStrings } from '../../../lib/i18n'

function Stars({ rating }: { rating: number }) {
  const t = useStrings(propertyStrings)
  return (
    <span className={styles.stars} role="img" aria-label={t.stars(rating)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon key={n} name="star" size={16} filled={n <= rating} />
      ))}
    </span>
  )
}

/** "Stayed Mar 2026 – now" for a review from a stay; "Sample review" for the seed's. */
function Provenance({ review }: { review: Review }) {
  const language = useLanguage()
  const t = useStrings(propertyStrings)
  if (review.is_sample) return <span className={styles.sample}>{t.sampleReview}</span>
  if (!review.stay) return null
  const { from, to } = review.stay
  return <span className={styles.stay}>{t.stayed(formatMonth(from, language), to ? formatMonth(to, language) : t.now)}</span>
}

interface ReviewsProps {
  propertyId: number
  /** The signed-in tenant moved in here: the only one offered "Review your stay". */
  livedHere: boolean
  reviews: Review[]
  rating: number | null
  count: number
}

export function Reviews({ propertyId, livedHere, reviews, rating, count }: ReviewsProps) {
  const language = useLanguage()
  const t = useStrings(propertyStrings)
  const session = useSession()
  const samples = reviews.some((r) => r.is_sample)
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
        {/* only sample reviews: no rating, and it says so (samples never make a rating) */}
        {count === 0 && reviews.length > 0 && <span className={styles.text} data-testid="no-real-reviews">{t.noReviews}</span>}
      </div>
      <p className={styles.text}>{samples ? t.reviewsWithSamples : t.reviewsFromStays}</p>
      {session && livedHere && <WriteReview propertyId={propertyId} leadId={session.leadId} />}
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
              <Provenance review={r} />
              <p>{r.description}</p>
              <small>
                {r.name} · {formatDate(r.created_at, language)}
              </small>
              {r.reply && (
                <p className={styles.reply}>
                  <strong>{t.ownerReply}</strong> {r.reply}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
