import { todayInIndia } from '@basera/contract/dates'
import { VISIT_SLOTS } from '@basera/contract/engagement'
import { messages } from '@basera/contract/messages'
import { operatorMessages, VisitSlot, type OperatorVisit } from '@basera/contract/operator'
import { Button } from '../../../components/button'
import { Field } from '../../../components/form/field'
import { FormAlert } from '../../../components/form/form-alert'
import { fieldByMessage, showServerError } from '../../../components/form/server-error'
import { SubmitButton } from '../../../components/form/submit-button'
import { useContractForm } from '../../../components/form/use-contract-form'
import { Modal } from '../../../components/modal'
import { visitInboxStrings as t } from '../strings'
import form from '../../../components/form.module.css'

interface MoveVisitDialogProps {
  visit: OperatorVisit
  onClose: () => void
  /** Sends the new slot (checked by the contract: today to today + 30); a refusal is shown inside the dialog. */
  onMove: (slot: VisitSlot) => Promise<unknown>
}

/** A full slot, a date out of the window, the tenant's other visit then: all about the chosen date and time. */
const serverField = fieldByMessage<VisitSlot>({
  visit_date: [messages.visitDateInPast, messages.visitDateTooFar, operatorMessages.visitSlotFull, operatorMessages.visitTenantHasSlot],
})

/** Another date and time of day for a visit (the server checks the slot's capacity). */
export function MoveVisitDialog({ visit, onClose, onMove }: MoveVisitDialogProps) {
  const values = useContractForm(VisitSlot, { defaultValues: { visit_date: visit.visit_date.slice(0, 10), visit_slot: visit.visit_slot } })
  const { errors, isSubmitting } = values.formState
  const onSubmit = values.handleSubmit(async (slot) => {
    try {
      await onMove(slot)
    } catch (error) {
      showServerError(values, error, serverField)
    }
  })
  return (
    <Modal open onClose={onClose} title={t.moveTitle}>
      <form className={form.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <p>{t.moveBody(visit.tenant_name ?? t.theTenant)}</p>
        <Field label={t.date} error={errors.visit_date?.message}>
          {(control) => <input {...control} type="date" className={form.input} min={todayInIndia()} {...values.register('visit_date')} />}
        </Field>
        <Field label={t.slot} error={errors.visit_slot?.message}>
          {(control) => (
            <select {...control} className={form.input} {...values.register('visit_slot')}>
              {VISIT_SLOTS.map((s) => (
                <option key={s} value={s}>
                  {t.slots[s]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FormAlert errors={errors} />
        <SubmitButton busy={isSubmitting}>{t.confirmMove}</SubmitButton>
        <Button variant="ghost" onClick={onClose} block>
          {t.cancel}
        </Button>
      </form>
    </Modal>
  )
}
