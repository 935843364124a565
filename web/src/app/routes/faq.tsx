import { Link } from 'react-router'
import { Header } from '../../components/header'
import { Accordion } from '../../features/help/components/accordion'
import { faqItems } from '../../features/help/faq-text'
import { helpStrings } from '../../features/help/strings'
import styles from './help.module.css'

export function FaqScreen() {
  return (
    <>
      <Header menu back title={helpStrings.faqTitle} />
      <main className={styles.page}>
        <p className={styles.intro}>{helpStrings.faqIntro}</p>
        <Accordion items={faqItems} mode="single" />
        <p className={styles.more}>
          {helpStrings.stillNeedHelp} <Link to="/contact">{helpStrings.contactUs}</Link>
        </p>
      </main>
    </>
  )
}
