import { Header } from '../../components/header'
import { useLogEvent } from '../../features/events/api/log-event'
import { InterestOffers } from '../../features/interest/components/interest-offers'
import { interestStrings, serviceOffers, type Offer } from '../../features/interest/strings'
import styles from './help.module.css'
import { useStrings } from '../../lib/i18n'

export function ServicesScreen() {
  const interestText = useStrings(interestStrings)
  const services = useStrings(serviceOffers)
  const logEvent = useLogEvent()
  const onRecorded = (offer: Offer) => logEvent.mutate({ event_name: 'Banner', params: { Banner: offer.serviceName } })
  return (
    <>
      <Header menu back title={interestText.servicesTitle} />
      <main className={styles.page}>
        <p className={styles.intro}>{interestText.servicesIntro}</p>
        <InterestOffers offers={services} onRecorded={onRecorded} layout="card" />
      </main>
    </>
  )
}
