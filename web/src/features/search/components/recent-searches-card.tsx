import { Link } from 'react-router'
import { buttonClass } from '../../../components/button'
import { Icon } from '../../../components/icon'
import { searchStrings } from '../strings'
import styles from './search-parts.module.css'
import { useStrings } from '../../../lib/i18n'

export function RecentSearchesCard() {
  const searchText = useStrings(searchStrings)
  return (
    <aside className={styles.recent}>
      <span className={styles.recentIcon} aria-hidden="true">
        <Icon name="calendar" size={22} />
      </span>
      <div>
        <h2>{searchText.recentTitle}</h2>
        <p>{searchText.recentBody}</p>
      </div>
      <Link to="/home" className={`${buttonClass('outline')} ${styles.recentButton}`}>
        {searchText.recentButton}
      </Link>
    </aside>
  )
}
