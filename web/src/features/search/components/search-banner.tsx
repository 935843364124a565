import { searchStrings } from '../strings'
import styles from './search-parts.module.css'

/** The banner between results 0-1 and 3-4: a picture with our own words on it. */
export function SearchBanner() {
  return (
    <aside className={styles.banner}>
      <img src="/media/banners/search-banner.webp" alt="" width={1200} height={500} loading="lazy" decoding="async" />
      <div className={styles.bannerText}>
        <h2>{searchStrings.bannerTitle}</h2>
        <p>{searchStrings.bannerBody}</p>
      </div>
    </aside>
  )
}
