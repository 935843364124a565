import { messages } from '@basera/contract/messages'
import { SAVED_SEARCH_NAME_MAX, SavedSearchNameEntry } from '@basera/contract/saved-searches'
import type { SearchFilter } from '@basera/contract/search-filter'
import { toastOutcome } from '../../../components/toast'
import { Field } from '../../../components/form/field'
import { FormAlert } from '../../../components/form/form-alert'
import { fieldByMessage, showServerError } from '../../../components/form/server-error'
import { SubmitButton } from '../../../components/form/submit-button'
import { useContractForm } from '../../../components/form/use-contract-form'
import form from '../../../components/form.module.css'
import { useSaveSearch } from '../api/saved-searches'
import { savedSearchStrings } from '../strings'
import { useStrings } from '../../../lib/i18n'

const serverField = fieldByMessage<SavedSearchNameEntry>({ name: [messages.savedSearchNameRequired, messages.savedSearchNameTooLong] })

/**
 * The name of a search to save, on the form kit: the name's rule beside the field, the server's refusal of the
 * search itself (the 11th, a price range outside the filter's rules) in the form.
 */
export function SaveSearchForm({ leadId, filter, onDone }: { leadId: number; filter: SearchFilter; onDone: () => void }) {
  const text = useStrings(savedSearchStrings)
  const save = useSaveSearch(leadId)
  const nameForm = useContractForm(SavedSearchNameEntry, { defaultValues: { name: '' } })
  const { errors } = nameForm.formState

  const onSubmit = nameForm.handleSubmit(async ({ name }) => {
    try {
      const reply = await save.mutateAsync({ name, filter })
      onDone()
      toastOutcome.onSuccess(reply)
    } catch (error) {
      showServerError(nameForm, error, serverField)
    }
  })

  return (
    <form className={form.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p>{text.dialogBody}</p>
      <Field label={text.nameLabel} error={errors.name?.message}>
        {(control) => (
          <input {...control} className={form.input} maxLength={SAVED_SEARCH_NAME_MAX} placeholder={text.namePlaceholder} {...nameForm.register('name')} />
        )}
      </Field>
      <FormAlert errors={errors} />
      <SubmitButton busy={save.isPending}>{text.confirm}</SubmitButton>
    </form>
  )
}
