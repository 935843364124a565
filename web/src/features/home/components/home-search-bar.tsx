import { Link } from 'react-router'
import { Icon } from '../../../components/icon'
import { homeStrings } from '../strings'
import styles from './home-search-bar.module.css'
import { useStrings } from '../../../lib/i18n'

/** Looks like a search box; tapping it opens the locality picker. The icon opens the filters. */
export function HomeSearchBar() {
  const homeText = useStrings(homeStrings)
  return (
    <div className={styles.row}>
      <Link to="/localities" className={styles.search}>
        <Icon name="search" />
        <span>{homeText.searchPlaceholder}</span>
      </Link>
      <Link to="/filters" className={styles.filter} aria-label={homeText.filters}>
        <Icon name="filter" />
      </Link>
    </div>
  )
}
