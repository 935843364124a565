import { homeStrings } from '../strings'
import styles from './trusted-banner.module.css'

export function TrustedBanner() {
  return (
    <section className={styles.banner} aria-labelledby="trusted-title">
      <img src="/media/banners/trusted-ncr.webp" alt="" width={1200} height={500} className={styles.image} loading="lazy" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} />
      <div className={styles.overlay}>
        <h2 id="trusted-title" className={styles.title}>
          {homeStrings.trustedTitle}
        </h2>
        <p className={styles.text}>{homeStrings.trustedText}</p>
      </div>
    </section>
  )
}
