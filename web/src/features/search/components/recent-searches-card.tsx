import { Link } from 'react-router'
import { buttonClass } from '../../../components/button'
import { Icon } from '../../../components/icon'
import { searchStrings } from '../strings'
import styles from './search-parts.module.css'

export function RecentSearchesCard() {
  return (
    <aside className={styles.recent}>
      <span className={styles.recentIcon} aria-hidden="true">
        <Icon name="calendar" size={22} />
      </span>
      <div>
        <h2>{searchStrings.recentTitle}</h2>
        <p>{searchStrings.recentBody}</p>
      </div>
      <Link to="/home" className={`${buttonClass('outline')} ${styles.recentButton}`}>
        {searchStrings.recentButton}
      </Link>
    </aside>
  )
}
