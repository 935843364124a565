import { useState, type SubmitEvent } from 'react'
import { CreateReviewBody } from '@basera/contract/reviews'
import { Button } from '../../../components/button'
import { toast } from '../../../components/toast'
import { getErrorMessage } from '../../../lib/api-client'
import { useStrings, localMessage } from '../../../lib/i18n'
import { useCreateReview } from '../api/create-review'
import { propertyStrings } from '../strings'
import { StarInput } from './star-input'
import styles from './review-form.module.css'

interface ReviewFormProps {
  propertyId: number
  leadId: number
  onDone: () => void
}

/** The review's stars, title and text; in its own file, loaded when "Write a review" opens (it brings zod). */
export function ReviewForm({ propertyId, leadId, onDone }: ReviewFormProps) {
  const t = useStrings(propertyStrings)
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
