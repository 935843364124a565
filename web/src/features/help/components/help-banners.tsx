import { Link } from 'react-router'
import { Icon } from '../../../components/icon'
import { helpStrings } from '../strings'
import styles from './help-banners.module.css'

// made when shown, so the texts follow the reader's language
const banners = () => [
  { to: '/help/faq', image: '/media/banners/help-faq.webp', title: helpStrings.faqBanner, text: helpStrings.faqBannerText },
  { to: '/privacy', image: '/media/banners/help-privacy.webp', title: helpStrings.privacyTitle, text: helpStrings.privacyBannerText },
  { to: '/terms', image: '/media/banners/help-terms.webp', title: helpStrings.termsTitle, text: helpStrings.termsBannerText },
] as const

/** The help center's three banners: FAQ, privacy policy, terms. */
export function HelpBanners() {
  return (
    <ul className={styles.list}>
      {banners().map((banner) => (
        <li key={banner.to}>
          <Link to={banner.to} className={styles.banner}>
            <img src={banner.image} alt="" width={1200} height={500} className={styles.image} loading="lazy" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} />
            <span className={styles.overlay}>
              <span className={styles.title}>{banner.title}</span>
              <span className={styles.text}>{banner.text}</span>
            </span>
            <Icon name="chevronRight" className={styles.chevron} />
          </Link>
        </li>
      ))}
    </ul>
  )
}
