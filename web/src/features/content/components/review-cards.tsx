import type { HomepageContent } from '@basera/contract/engagement'
import { Icon } from '../../../components/icon'
import { contentStrings } from '../strings'
import styles from './review-cards.module.css'
import { useStrings } from '../../../lib/i18n'

type SiteReview = HomepageContent['reviews'][number]

/** The spec's 'reviews' layout: centred title, description, then the reviewer; no divider after the last. */
export function ReviewCards({ reviews }: { reviews: readonly SiteReview[] }) {
  const contentText = useStrings(contentStrings)
  return (
    <ul className={styles.list}>
      {reviews.slice(0, 3).map((review) => (
        <li key={review.id} className={styles.review}>
          <p className={styles.stars} role="img" aria-label={contentText.rating(review.rating)}>
            {Array.from({ length: 5 }, (_, i) => (
              <Icon key={i} name="star" size={16} filled={i < review.rating} />
            ))}
          </p>
          <h3 className={styles.title}>{review.title}</h3>
          <p className={styles.description}>{review.description}</p>
          <p className={styles.reviewer}>
            <img src={review.image} alt="" width={40} height={40} className={styles.avatar} loading="lazy" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} />
            <span>{review.name}</span>
          </p>
        </li>
      ))}
    </ul>
  )
}
