import { useSearchParams } from 'react-router'
import { ListStates } from '../../components/states'
import { useOperatorReviews } from '../../features/operator-reviews/api/reviews'
import { ReviewInbox } from '../../features/operator-reviews/components/review-inbox'
import { reviewInboxStrings as t } from '../../features/operator-reviews/strings'
import { FilterBar, idParam, PropertyFilter, UrlFilter } from './operator-filters'
import styles from './operator.module.css'

/** Tenants' reviews, awaiting a reply or replied, by property, through the URL. */
export function OperatorReviewsScreen() {
  const [params] = useSearchParams()
  const replied = params.get('replied')
  const filters = { replied: replied === 'true' ? ('true' as const) : replied === 'false' ? ('false' as const) : undefined, property_id: idParam(params, 'property_id') }
  const reviews = useOperatorReviews(filters)
  const filtered = filters.replied !== undefined || filters.property_id !== undefined

  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t.title}</h1>
      </div>
      <p className={styles.intro}>{t.intro}</p>
      <FilterBar>
        <UrlFilter name="replied" label={t.state} allLabel={t.all} options={[{ value: 'false', label: t.awaiting }, { value: 'true', label: t.replied }]} />
        <PropertyFilter label={t.property} allLabel={t.allProperties} />
      </FilterBar>
      <ListStates query={reviews} items={reviews.data} loadingLabel={t.loading} skeleton={{ height: 140, count: 3 }} emptyTitle={t.empty} emptyBody={filtered ? t.emptyFiltered : t.emptyAll}>
        {(list) => <ReviewInbox reviews={list} />}
      </ListStates>
    </>
  )
}
