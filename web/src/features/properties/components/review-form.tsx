import { Controller } from 'react-hook-form'
import { CreateReviewBody, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '@basera/contract/reviews'
import { messages } from '@basera/contract/messages'
import { Field, FieldError } from '../../../components/form/field'
import { FormAlert } from '../../../components/form/form-alert'
import { fieldByMessage, showServerError } from '../../../components/form/server-error'
import { SubmitButton } from '../../../components/form/submit-button'
import { useContractForm } from '../../../components/form/use-contract-form'
import { toast } from '../../../components/toast'
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

const serverField = fieldByMessage<CreateReviewBody>({
  rating: [messages.reviewStars],
  title: [messages.reviewTitleRequired, messages.reviewTitleNeedsWords],
  description: [messages.reviewTextRequired, messages.reviewTextTooShort, messages.reviewTextNeedsWords],
})

/** The review's stars, title and text (the contract's rules: a rating, real words); loaded when "Write a review" opens. */
export function ReviewForm({ propertyId, leadId, onDone }: ReviewFormProps) {
  const t = useStrings(propertyStrings)
  const create = useCreateReview(propertyId)
  const form = useContractForm(CreateReviewBody, { defaultValues: { leadId, propertyId, rating: 0, title: '', description: '' } })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const reply = await create.mutateAsync(body)
      toast.success(localMessage(reply.message))
      onDone()
    } catch (error) {
      showServerError(form, error, serverField)
    }
  })

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.intro}>{t.reviewIntro}</p>
      <Controller
        control={form.control}
        name="rating"
        render={({ field, fieldState }) => (
          <div>
            <StarInput value={field.value} onChange={field.onChange} />
            <FieldError id="review-rating-error" message={fieldState.error?.message} />
          </div>
        )}
      />
      <Field label={t.reviewTitle} labelClassName={styles.label} className={styles.field} error={errors.title?.message}>
        {(control) => <input {...control} className={styles.input} maxLength={REVIEW_TITLE_MAX} {...form.register('title')} />}
      </Field>
      <Field label={t.reviewText} labelClassName={styles.label} className={styles.field} error={errors.description?.message}>
        {(control) => <textarea {...control} className={styles.input} rows={4} maxLength={REVIEW_TEXT_MAX} {...form.register('description')} />}
      </Field>
      <FormAlert errors={errors} />
      <SubmitButton busy={create.isPending}>{t.postReview}</SubmitButton>
    </form>
  )
}
