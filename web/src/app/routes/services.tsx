import { Header } from '../../components/header'
import { useLogEvent } from '../../features/events/api/log-event'
import { InterestOffers } from '../../features/interest/components/interest-offers'
import { interestStrings, serviceOffers, type Offer } from '../../features/interest/strings'
import styles from './help.module.css'

export function ServicesScreen() {
  const logEvent = useLogEvent()
  const onRecorded = (offer: Offer) => logEvent.mutate({ event_name: 'Banner', params: { Banner: offer.serviceName } })
  return (
    <>
      <Header menu back title={interestStrings.servicesTitle} />
      <main className={styles.page}>
        <p className={styles.intro}>{interestStrings.servicesIntro}</p>
        <InterestOffers offers={serviceOffers} onRecorded={onRecorded} layout="card" />
      </main>
    </>
  )
}
