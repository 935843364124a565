import { messages } from '@basera/contract/messages'
import { Button } from '../../../components/button'
import { Icon } from '../../../components/icon'
import { homeStrings } from '../strings'
import styles from './share-card.module.css'

/** The app's link; the Web Share sheet when the browser has one, else the spec's alert with the link. */
export async function shareApp(link: string): Promise<void> {
  if (typeof navigator.share !== 'function') {
    window.alert(messages.shareUnsupported(link))
    return
  }
  try {
    await navigator.share({ title: 'Basera', text: homeStrings.shareMessage, url: link })
  } catch (error) {
    // closing the share sheet is not an error; a refused share falls back to the link
    if (!(error instanceof DOMException && error.name === 'AbortError')) window.alert(messages.shareUnsupported(link))
  }
}

export function ShareCard() {
  const link = `${window.location.origin}/`
  return (
    <section className={styles.card} aria-labelledby="share-title">
      <img src="/media/banners/share-app.webp" alt="" width={1200} height={500} className={styles.image} loading="lazy" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} />
      <div className={styles.body}>
        <h2 id="share-title" className={styles.title}>
          {homeStrings.shareTitle}
        </h2>
        <p className={styles.text}>{homeStrings.shareText}</p>
        <Button onClick={() => void shareApp(link)}>
          <Icon name="share" size={18} />
          {homeStrings.shareButton}
        </Button>
      </div>
    </section>
  )
}
