import { Header, HeaderBell } from '../../components/header'
import { useLogEvent } from '../../features/events/api/log-event'
import { InterestOffers } from '../../features/interest/components/interest-offers'
import { interestStrings, loanOffers, type Offer } from '../../features/interest/strings'
import styles from './help.module.css'
import { useStrings } from '../../lib/i18n'

export function LoanOptionsScreen() {
  const interestText = useStrings(interestStrings)
  const loans = useStrings(loanOffers)
  const logEvent = useLogEvent()
  // the spec logs which banner was tapped; the interest itself is already recorded
  const onRecorded = (offer: Offer) => logEvent.mutate({ event_name: 'Banner', params: { Banner: offer.serviceName } })
  return (
    <>
      <Header menu title={interestText.loansTitle} actions={<HeaderBell />} />
      <main className={styles.page}>
        <p className={styles.intro}>{interestText.loansIntro}</p>
        <InterestOffers offers={loans} onRecorded={onRecorded} layout="banner" />
      </main>
    </>
  )
}
