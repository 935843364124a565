import { Header } from '../../components/header'
import { Loading } from '../../components/states'
import { ContactForm } from '../../features/contact/components/contact-form'
import { contactStrings } from '../../features/contact/strings'
import { useLeadProfile } from '../../features/profile/api/view-lead-profile'
import { usePublicConfig } from '../../lib/public-config'
import { useSession } from '../../lib/session'
import styles from './help.module.css'
import { useStrings } from '../../lib/i18n'

export function ContactScreen() {
  const contactText = useStrings(contactStrings)
  const session = useSession()
  const profile = useLeadProfile()
  // wait for the profile (signed in) so the form starts prefilled; a failed fetch just leaves it empty
  const waiting = session !== null && profile.isPending
  const support = usePublicConfig().data
  return (
    <>
      <Header menu back title={contactText.title} />
      <main className={styles.page}>
        <p className={styles.intro}>{contactText.intro}</p>
        {waiting ? (
          <Loading />
        ) : (
          <ContactForm defaults={{ name: profile.data?.full_name ?? '', email: profile.data?.email ?? '' }} />
        )}
        {support && (
          <p className={styles.more}>
            {contactText.orWrite} <a href={`mailto:${support.support_email}`}>{support.support_email}</a> ·{' '}
            <a href={`tel:${support.support_phone}`}>{support.support_phone}</a>
            {support.support_is_placeholder && <span> ({contactText.placeholderSupport})</span>}
          </p>
        )}
      </main>
    </>
  )
}
