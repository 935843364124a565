import { Link } from 'react-router'
import { Icon } from '../../../components/icon'
import { helpStrings } from '../strings'
import styles from './help-banners.module.css'
import { useStrings } from '../../../lib/i18n'

const banners = (t: typeof helpStrings) => [
  { to: '/help/faq', image: '/media/banners/help-faq.webp', title: t.faqBanner, text: t.faqBannerText },
  { to: '/privacy', image: '/media/banners/help-privacy.webp', title: t.privacyTitle, text: t.privacyBannerText },
  { to: '/terms', image: '/media/banners/help-terms.webp', title: t.termsTitle, text: t.termsBannerText },
] as const

/** The help center's three banners: FAQ, privacy policy, terms. */
export function HelpBanners() {
  const helpText = useStrings(helpStrings)
  return (
    <ul className={styles.list}>
      {banners(helpText).map((banner) => (
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
