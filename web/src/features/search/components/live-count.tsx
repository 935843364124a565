import type { SearchFilter } from '@basera/contract/search-filter'
import { useSearchProperties } from '../api/search-properties'
import { roomFilterStrings } from '../room-strings'
import styles from './filter-chips.module.css'
import { useStrings } from '../../../lib/i18n'

/** How many properties the filter being chosen leaves (the first page of its search, which the results then reuse). */
export function LiveCount({ filter }: { filter: SearchFilter }) {
  const text = useStrings(roomFilterStrings)
  const search = useSearchProperties(filter)
  const total = search.data?.pages[0]?.total
  return (
    <p className={styles.count} aria-live="polite" data-testid="live-count">
      {total === undefined ? (search.isError ? '' : text.counting) : text.matching(total)}
    </p>
  )
}
