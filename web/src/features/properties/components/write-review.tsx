import { lazy, useState } from 'react'
import { Button } from '../../../components/button'
import { ModalOnDemand } from '../../../components/modal-on-demand'
import { OnDemand } from '../../../components/on-demand'
import { ErrorState, Loading } from '../../../components/states'
import { propertyStrings } from '../strings'
import { useStrings } from '../../../lib/i18n'

// the form and its checks (zod, through the contract's schema) load when the sheet opens, not with the property page
const ReviewForm = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })))

interface WriteReviewProps {
  propertyId: number
  leadId: number
}

/** "Write a review" for a signed-in tenant: the server accepts it only from a moved-in stay, once. */
export function WriteReview({ propertyId, leadId }: WriteReviewProps) {
  const t = useStrings(propertyStrings)
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t.writeReview}
      </Button>
      <ModalOnDemand open={open} onClose={() => setOpen(false)} title={t.writeReview} variant="sheet">
        {open && (
          <OnDemand loading={<Loading />} failed={<ErrorState />}>
            <ReviewForm propertyId={propertyId} leadId={leadId} onDone={() => setOpen(false)} />
          </OnDemand>
        )}
      </ModalOnDemand>
    </>
  )
}
