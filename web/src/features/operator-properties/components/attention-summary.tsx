import { Link } from 'react-router'
import type { OperatorPropertySummary } from '@basera/contract/operator'
import { operatorPropertyStrings as t } from '../strings'
import styles from './property-list.module.css'

/** The totals that need the operator across their properties, each a link to the list that settles it. */
export function AttentionSummary({ properties }: { properties: readonly OperatorPropertySummary[] }) {
  const sum = (pick: (p: OperatorPropertySummary) => number) => properties.reduce((total, p) => total + pick(p), 0)
  const items = [
    { count: sum((p) => p.new_bookings), text: t.newBookings, to: '/operator/bookings?status=confirmed' },
    { count: sum((p) => p.pending_visits), text: t.pendingVisits, to: '/operator/visits?status=requested' },
    { count: sum((p) => p.open_requests), text: t.openRequests, to: '/operator/requests?handled=false' },
    { count: sum((p) => p.unreplied_reviews), text: t.unrepliedReviews, to: '/operator/reviews?replied=false' },
    { count: properties.filter((p) => p.availability_stale || p.availability_hidden).length, text: t.staleListings, to: '#stale' },
  ].filter((item) => item.count > 0)

  return (
    <section className={styles.attention} aria-labelledby="attention-title">
      <h2 id="attention-title" className={styles.sectionTitle}>
        {t.attentionTitle}
      </h2>
      {items.length === 0 ? (
        <p className={styles.calm}>{t.nothingWaiting}</p>
      ) : (
        <ul className={styles.attentionList}>
          {items.map((item) => (
            <li key={item.to}>
              {item.to.startsWith('#') ? (
                <a href={item.to} className={styles.attentionItem}>
                  {item.text(item.count)}
                </a>
              ) : (
                <Link to={item.to} className={styles.attentionItem}>
                  {item.text(item.count)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
