import { Link } from 'react-router'
import { Icon } from '../../../components/icon'
import { searchStrings } from '../strings'
import styles from './search-parts.module.css'
import { useStrings } from '../../../lib/i18n'

/** The results' search bar: the field opens the locality picker, the icon the filter. */
export function SearchBar() {
  const searchText = useStrings(searchStrings)
  return (
    <div className={styles.searchBar}>
      <Link to="/localities" className={styles.searchField}>
        <Icon name="search" size={20} />
        <span>{searchText.searchPlaceholder}</span>
      </Link>
      <Link to="/filters" className={styles.filterButton} aria-label={searchText.openFilters}>
        <Icon name="filter" size={22} />
      </Link>
    </div>
  )
}
