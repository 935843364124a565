import { Link } from 'react-router'
import { Header } from '../../components/header'
import { HelpBanners } from '../../features/help/components/help-banners'
import { helpStrings } from '../../features/help/strings'
import styles from './help.module.css'
import { useStrings } from '../../lib/i18n'

export function HelpScreen() {
  const helpText = useStrings(helpStrings)
  return (
    <>
      <Header menu back title={helpText.helpTitle} />
      <main className={styles.page}>
        <p className={styles.intro}>{helpText.helpIntro}</p>
        <HelpBanners />
        <p className={styles.more}>
          {helpText.stillNeedHelp} <Link to="/contact">{helpText.contactUs}</Link>
        </p>
      </main>
    </>
  )
}
