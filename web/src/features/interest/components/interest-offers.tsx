import { useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '../../../components/button'
import { ResultModal, type RequestResult } from '../../../components/result-modal'
import { useSession } from '../../../lib/session'
import { useRegisterInterest } from '../api/register-interest'
import { interestStrings, type Offer } from '../strings'
import styles from './interest-offers.module.css'
import { useStrings } from '../../../lib/i18n'

interface InterestOffersProps {
  offers: readonly Offer[]
  /** After the server recorded the interest (the app layer logs the banner event). */
  onRecorded?: (offer: Offer) => void
  /** 'banner': wide image with the title over it; 'card': image above title and text. */
  layout?: 'banner' | 'card'
}

/** Offers with "I'm Interested": signed-out visitors sign in first, then the request is recorded. */
export function InterestOffers({ offers, onRecorded, layout = 'banner' }: InterestOffersProps) {
  const interestText = useStrings(interestStrings)
  const session = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const interest = useRegisterInterest(session?.leadId ?? 0)
  const [result, setResult] = useState<RequestResult>(null)

  const onInterested = (offer: Offer) => {
    if (!session) {
      void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`)
      return
    }
    interest.mutate(offer.serviceName, {
      onSuccess: () => {
        setResult('success')
        onRecorded?.(offer)
      },
      onError: () => setResult('failure'),
    })
  }

  return (
    <>
      <ul className={`${styles.list} ${styles[layout]}`}>
        {offers.map((offer) => {
          const busy = interest.isPending && interest.variables === offer.serviceName
          return (
            <li key={offer.serviceName} className={styles.offer}>
              <div className={styles.media}>
                <img src={offer.image} alt="" width={1200} height={500} className={styles.image} loading="lazy" onError={(e) => (e.currentTarget.style.visibility = 'hidden')} />
                <h2 className={styles.title}>{offer.title}</h2>
              </div>
              <div className={styles.body}>
                <p className={styles.text}>{offer.text}</p>
                <Button
                  className={styles.button}
                  busy={busy}
                  disabled={interest.isPending}
                  onClick={() => onInterested(offer)}
                  aria-label={`${interestText.interested}: ${offer.title}`}
                >
                  {interestText.interested}
                </Button>
              </div>
            </li>
          )
        })}
      </ul>
      <ResultModal result={result} onClose={() => setResult(null)} />
    </>
  )
}
