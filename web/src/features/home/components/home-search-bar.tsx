import { Link } from 'react-router'
import { Icon } from '../../../components/icon'
import { homeStrings } from '../strings'
import styles from './home-search-bar.module.css'

/** Looks like a search box; tapping it opens the locality picker. The icon opens the filters. */
export function HomeSearchBar() {
  return (
    <div className={styles.row}>
      <Link to="/localities" className={styles.search}>
        <Icon name="search" />
        <span>{homeStrings.searchPlaceholder}</span>
      </Link>
      <Link to="/filters" className={styles.filter} aria-label={homeStrings.filters}>
        <Icon name="filter" />
      </Link>
    </div>
  )
}
