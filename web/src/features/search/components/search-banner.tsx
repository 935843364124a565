import { searchStrings } from '../strings'
import styles from './search-parts.module.css'
import { useStrings } from '../../../lib/i18n'

/** The banner between results 0-1 and 3-4: a picture with our own words on it. */
export function SearchBanner() {
  const searchText = useStrings(searchStrings)
  return (
    <aside className={styles.banner}>
      <img src="/media/banners/search-banner.webp" alt="" width={1200} height={500} loading="lazy" decoding="async" />
      <div className={styles.bannerText}>
        <h2>{searchText.bannerTitle}</h2>
        <p>{searchText.bannerBody}</p>
      </div>
    </aside>
  )
}
