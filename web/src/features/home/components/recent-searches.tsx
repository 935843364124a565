import { Link } from 'react-router'
import type { RecentSearch } from '@basera/contract/engagement'
import { GENDER_LABELS } from '@basera/contract/constants'
import { Icon } from '../../../components/icon'
import { formatDate, formatRupees } from '../../../lib/format'
import { recentSearchHref } from '../search-link'
import { homeStrings } from '../strings'
import styles from './recent-searches.module.css'
import { stringsIn, useLanguage, useStrings, type Language } from '../../../lib/i18n'

function genderLabel(gender: RecentSearch['gender'], language: Language): string {
  return gender === 'GENDER_UNSPECIFIED' ? stringsIn(homeStrings, language).anyGender : stringsIn(GENDER_LABELS, language)[gender]
}

/** The lead's real recent searches, each a link to those results. */
export function RecentSearches({ searches, layout = 'row' }: { searches: readonly RecentSearch[]; layout?: 'row' | 'stack' }) {
  const language = useLanguage()
  const homeText = useStrings(homeStrings)
  return (
    <ul className={`${styles.items} ${styles[layout]}`}>
      {searches.map((search) => (
        <li key={search.search_id}>
          <Link to={recentSearchHref(search)} className={styles.card}>
            <span className={styles.icon}>
              <Icon name="search" size={18} />
            </span>
            <span className={styles.text}>
              <strong className={styles.places}>
                {search.locality_names.length > 0 ? search.locality_names.join(', ') : homeText.anyLocality}
              </strong>
              <span className={styles.meta}>
                {genderLabel(search.gender, language)} · {homeText.budget(formatRupees(search.min_amount), formatRupees(search.max_amount))}
              </span>
              <span className={styles.date}>{homeText.searchedOn(formatDate(search.created_at, language))}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
