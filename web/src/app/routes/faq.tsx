import { Link } from 'react-router'
import { Header } from '../../components/header'
import { Accordion } from '../../features/help/components/accordion'
import { faqItems } from '../../features/help/faq-text'
import { helpStrings } from '../../features/help/strings'
import styles from './help.module.css'
import { useStrings } from '../../lib/i18n'

export function FaqScreen() {
  const helpText = useStrings(helpStrings)
  const faq = useStrings(faqItems)
  return (
    <>
      <Header menu back title={helpText.faqTitle} />
      <main className={styles.page}>
        <p className={styles.intro}>{helpText.faqIntro}</p>
        <Accordion items={faq} mode="single" />
        <p className={styles.more}>
          {helpText.stillNeedHelp} <Link to="/contact">{helpText.contactUs}</Link>
        </p>
      </main>
    </>
  )
}
