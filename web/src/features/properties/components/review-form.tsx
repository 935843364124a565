import { useState, type SubmitEvent } from 'react'
import { CreateReviewBody } from '@basera/contract/reviews'
import { Button } from '../../../components/button'
import { Modal } from '../../../components/modal'
import { toast } from '../../../components/toast'
import { getErrorMessage } from '../../../lib/api-client'
import { localMessage } from '../../../lib/i18n'
import { useCreateReview } from '../api/create-review'
import { propertyStrings as t } from '../strings'
import { StarInput } from './star-input'
import styles from './review-form.module.css'

interface WriteReviewProps {
  propertyId: number
  leadId: number
}

/** "Write a review" for a signed-in tenant: the server accepts it only from a moved-in stay, once. */
export function WriteReview({ propertyId, leadId }: WriteReviewProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {t.writeReview}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t.writeReview} variant="sheet">
        {open && <ReviewForm propertyId={propertyId} leadId={leadId} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  )
}

function ReviewForm({ propertyId, leadId, onDone }: WriteReviewProps & { onDone: () => void }) {
  const [rating, setRating] = useState(0)
  const [title, setTitle] = useState('')
  const [description, setDescription] = useState('')
  const [error, setError] = useState<string | null>(null)
  const create = useCreateReview(propertyId)

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    const parsed = CreateReviewBody.safeParse({ leadId, propertyId, rating, title, description })
    if (!parsed.success) {
      setError(localMessage(parsed.error.issues[0]?.message ?? ''))
      return
    }
    create.mutate(parsed.data, {
      onSuccess: (reply) => {
        toast.success(localMessage(reply.message))
        onDone()
      },
      onError: (e) => setError(getErrorMessage(e, t.reviewFailed)),
    })
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.intro}>{t.reviewIntro}</p>
      <StarInput
        value={rating}
        onChange={(n) => {
          setRating(n)
          setError(null)
        }}
      />
      <label className={styles.label} htmlFor="review-title">
        {t.reviewTitle}
      </label>
      <input id="review-title" className={styles.input} value={title} maxLength={80} onChange={(e) => setTitle(e.target.value)} />
      <label className={styles.label} htmlFor="review-text">
        {t.reviewText}
      </label>
      <textarea id="review-text" className={styles.input} rows={4} value={description} maxLength={1000} onChange={(e) => setDescription(e.target.value)} />
      <div role="alert">{error && <p className={styles.error}>{error}</p>}</div>
      <Button type="submit" block busy={create.isPending}>
        {t.postReview}
      </Button>
    </form>
  )
}
