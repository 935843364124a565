import { DECLINE_REASON_MAX, DeclineReason, operatorMessages } from '@basera/contract/operator'
import { Button } from './button'
import { Field } from './form/field'
import { FormAlert } from './form/form-alert'
import { fieldByMessage, showServerError } from './form/server-error'
import { SubmitButton } from './form/submit-button'
import { useContractForm } from './form/use-contract-form'
import { Modal } from './modal'
import form from './form.module.css'

interface ReasonDialogStrings {
  title: string
  body: string
  reasonLabel: string
  confirm: string
  cancel: string
}

interface ReasonDialogProps {
  open: boolean
  strings: ReasonDialogStrings
  onClose: () => void
  /** Sends the reason (trimmed, checked by the contract); a refusal is shown inside the dialog. */
  onSubmitReason: (reason: string) => Promise<unknown>
}

const serverField = fieldByMessage<DeclineReason>({ reason: [operatorMessages.reasonRequired, operatorMessages.reasonTooLong] })

/** Asks for a reason before an action the other person will read it with (declining a booking or a visit). */
export function ReasonDialog({ open, strings, onClose, onSubmitReason }: ReasonDialogProps) {
  const values = useContractForm(DeclineReason, { defaultValues: { reason: '' } })
  const { errors, isSubmitting } = values.formState
  const onSubmit = values.handleSubmit(async ({ reason }) => {
    try {
      await onSubmitReason(reason)
    } catch (error) {
      // a reason the server refuses is said beside it; anything else (already decided, offline) inside the dialog
      showServerError(values, error, serverField)
    }
  })
  return (
    <Modal open={open} onClose={onClose} title={strings.title}>
      <form className={form.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <p>{strings.body}</p>
        <Field label={strings.reasonLabel} error={errors.reason?.message}>
          {(control) => <textarea {...control} className={form.input} rows={3} maxLength={DECLINE_REASON_MAX} {...values.register('reason')} />}
        </Field>
        <FormAlert errors={errors} />
        <SubmitButton busy={isSubmitting}>{strings.confirm}</SubmitButton>
        <Button variant="ghost" onClick={onClose} block>
          {strings.cancel}
        </Button>
      </form>
    </Modal>
  )
}
