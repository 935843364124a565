import { homeStrings } from '../strings'
import styles from './trusted-banner.module.css'
import { useStrings } from '../../../lib/i18n'

export function TrustedBanner() {
  const homeText = useStrings(homeStrings)
  return (
    <section className={styles.banner} aria-labelledby="trusted-title">
      <img src="/media/banners/trusted-ncr.webp" alt="" width={1200} height={500} className={styles.image} loading="lazy" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} />
      <div className={styles.overlay}>
        <h2 id="trusted-title" className={styles.title}>
          {homeText.trustedTitle}
        </h2>
        <p className={styles.text}>{homeText.trustedText}</p>
      </div>
    </section>
  )
}
