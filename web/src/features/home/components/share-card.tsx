import { Button } from '../../../components/button'
import { Icon } from '../../../components/icon'
import { shareLink } from '../../../lib/share-link'
import { homeStrings } from '../strings'
import styles from './share-card.module.css'
import { useStrings } from '../../../lib/i18n'

/** The share-the-app card: the device share sheet, else the spec's alert with the link. */
export function ShareCard() {
  const homeText = useStrings(homeStrings)
  return (
    <section className={styles.card} aria-labelledby="share-title">
      <img src="/media/banners/share-app.webp" alt="" width={1200} height={500} className={styles.image} loading="lazy" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} />
      <div className={styles.body}>
        <h2 id="share-title" className={styles.title}>
          {homeText.shareTitle}
        </h2>
        <p className={styles.text}>{homeText.shareText}</p>
        <Button onClick={() => void shareLink(`${window.location.origin}/`, 'Basera', homeText.shareMessage, { copy: false })}>
          <Icon name="share" size={18} />
          {homeText.shareButton}
        </Button>
      </div>
    </section>
  )
}
