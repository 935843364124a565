import { REPLY_REQUIRED, REPLY_TOO_LONG, REVIEW_REPLY_MAX, ReplyToReviewBody, type OperatorReview } from '@basera/contract/reviews'
import { Field } from '../../../components/form/field'
import { FormAlert } from '../../../components/form/form-alert'
import { fieldByMessage, showServerError } from '../../../components/form/server-error'
import { SubmitButton } from '../../../components/form/submit-button'
import { useContractForm } from '../../../components/form/use-contract-form'
import { Icon } from '../../../components/icon'
import { toast } from '../../../components/toast'
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

const serverField = fieldByMessage<ReplyToReviewBody>({ reply: [REPLY_REQUIRED, REPLY_TOO_LONG] })

/** The one reply: checked by the contract's schema here, and by the server, which refuses a second. */
function ReplyForm({ review }: { review: OperatorReview }) {
  const reply = useReplyToReview()
  const values = useContractForm(ReplyToReviewBody, { defaultValues: { reply: '' } })
  const { errors, isSubmitting } = values.formState
  const onSubmit = values.handleSubmit(async (body) => {
    try {
      const answer = await reply.mutateAsync({ reviewId: review.id, reply: body.reply })
      toast.success(answer.message || t.posted)
    } catch (error) {
      // an empty or long reply is said beside it; "already replied", "sample" or offline inside the form
      showServerError(values, error, serverField)
    }
  })
  return (
    <form className={styles.replyForm} onSubmit={(event) => void onSubmit(event)} noValidate>
      <Field label={t.replyLabel(review.name)} hint={t.replyHint} error={errors.reply?.message}>
        {(control) => <textarea {...control} className={form.input} rows={3} maxLength={REVIEW_REPLY_MAX} {...values.register('reply')} />}
      </Field>
      <FormAlert errors={errors} />
      <div>
        <SubmitButton busy={isSubmitting} block={false}>
          {t.send}
        </SubmitButton>
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
            <span className={styles.property}>{r.property_label}</span>
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
