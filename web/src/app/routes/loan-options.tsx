import { Header, HeaderBell } from '../../components/header'
import { useLogEvent } from '../../features/events/api/log-event'
import { InterestOffers } from '../../features/interest/components/interest-offers'
import { interestStrings, loanOffers, type Offer } from '../../features/interest/strings'
import styles from './help.module.css'

export function LoanOptionsScreen() {
  const logEvent = useLogEvent()
  // the spec logs which banner was tapped; the interest itself is already recorded
  const onRecorded = (offer: Offer) => logEvent.mutate({ event_name: 'Banner', params: { Banner: offer.serviceName } })
  return (
    <>
      <Header menu title={interestStrings.loansTitle} actions={<HeaderBell />} />
      <main className={styles.page}>
        <p className={styles.intro}>{interestStrings.loansIntro}</p>
        <InterestOffers offers={loanOffers} onRecorded={onRecorded} layout="banner" />
      </main>
    </>
  )
}
