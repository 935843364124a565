import { useId, useState, type SubmitEvent } from 'react'
import { ReplyToReviewBody, type OperatorReview } from '@basera/contract/reviews'
import { Button } from '../../../components/button'
import { Icon } from '../../../components/icon'
import { toast } from '../../../components/toast'
import { getErrorMessage } from '../../../lib/api-client'
import { formatDate, formatMonth } from '../../../lib/format'
import { useReplyToReview } from '../api/reviews'
import { reviewInboxStrings as t } from '../strings'
import form from '../../../components/form.module.css'
import styles from './review-inbox.module.css'

function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={t.stars(rating)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon key={n} name="star" size={16} filled={n <= rating} />
      ))}
    </span>
  )
}

/** The one reply: checked by the contract's schema here, and by the server, which refuses a second. */
function ReplyForm({ review }: { review: OperatorReview }) {
  const [text, setText] = useState('')
  const [invalid, setInvalid] = useState<string | null>(null)
  const reply = useReplyToReview()
  const id = useId()
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    const parsed = ReplyToReviewBody.safeParse({ reply: text })
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? null)
      return
    }
    reply.mutate({ reviewId: review.id, reply: parsed.data.reply }, { onSuccess: (answer) => toast.success(answer.message || t.posted) })
  }
  const error = invalid ?? (reply.error ? getErrorMessage(reply.error) : null)
  return (
    <form className={styles.replyForm} onSubmit={onSubmit} noValidate>
      <label htmlFor={id} className={form.label}>
        {t.replyLabel(review.name)}
        <span className={form.hint}> {t.replyHint}</span>
      </label>
      <textarea
        id={id}
        className={form.input}
        rows={3}
        maxLength={1000}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        onChange={(e) => {
          setText(e.target.value)
          setInvalid(null)
        }}
      />
      <p id={`${id}-error`} className={form.error} role="alert">
        {error}
      </p>
      <div>
        <Button type="submit" busy={reply.isPending}>
          {t.send}
        </Button>
      </div>
    </form>
  )
}

/** Tenants' reviews of the operator's properties, newest first, each with its stay, and the one reply or a form for it. */
export function ReviewInbox({ reviews }: { reviews: readonly OperatorReview[] }) {
  return (
    <ul className={styles.list}>
      {reviews.map((r) => (
        <li key={r.id} className={styles.card}>
          <div className={styles.head}>
            <strong className={styles.title}>{r.title}</strong>
            <Stars rating={r.rating} />
          </div>
          <div className={styles.meta}>
            <span className={styles.property}>{r.property_name}</span>
            {r.is_sample ? <span className={styles.sample}>{t.sample}</span> : r.stay && <span className={styles.stay}>{t.stayed(formatMonth(r.stay.from, 'en'))}</span>}
          </div>
          <p className={styles.text}>{r.description}</p>
          <small className={styles.by}>{t.byOn(r.name, formatDate(r.created_at, 'en'))}</small>
          {r.reply ? (
            <p className={styles.reply}>
              <strong>{t.yourReply}</strong> {r.reply}
            </p>
          ) : (
            !r.is_sample && <ReplyForm review={r} />
          )}
        </li>
      ))}
    </ul>
  )
}
