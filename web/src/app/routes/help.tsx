import { Link } from 'react-router'
import { Header } from '../../components/header'
import { HelpBanners } from '../../features/help/components/help-banners'
import { helpStrings } from '../../features/help/strings'
import styles from './help.module.css'

export function HelpScreen() {
  return (
    <>
      <Header menu back title={helpStrings.helpTitle} />
      <main className={styles.page}>
        <p className={styles.intro}>{helpStrings.helpIntro}</p>
        <HelpBanners />
        <p className={styles.more}>
          {helpStrings.stillNeedHelp} <Link to="/contact">{helpStrings.contactUs}</Link>
        </p>
      </main>
    </>
  )
}
