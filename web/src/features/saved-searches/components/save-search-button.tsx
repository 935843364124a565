import { useId, useState, type SubmitEvent } from 'react'
import type { SearchFilter } from '@basera/contract/search-filter'
import { Button } from '../../../components/button'
import { Modal } from '../../../components/modal'
import { toastOutcome } from '../../../components/toast'
import form from '../../../components/form.module.css'
import { useSaveSearch } from '../api/saved-searches'
import { savedSearchStrings } from '../strings'
import { useStrings } from '../../../lib/i18n'

/** Saves the results' search under a name (signed-in tenants); the server's refusal (the 11th) shows in the dialog. */
export function SaveSearchButton({ leadId, filter }: { leadId: number; filter: SearchFilter }) {
  const text = useStrings(savedSearchStrings)
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const [missing, setMissing] = useState(false)
  const save = useSaveSearch(leadId)
  const id = useId()
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    if (name.trim() === '') {
      setMissing(true)
      return
    }
    save.mutate({ name: name.trim(), filter }, {
      onSuccess: (reply) => {
        setOpen(false)
        toastOutcome.onSuccess(reply)
      },
      onError: toastOutcome.onError,
    })
  }
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>{text.save}</Button>
      <Modal open={open} onClose={() => setOpen(false)} title={text.dialogTitle} variant="sheet">
        <form className={form.form} onSubmit={onSubmit} noValidate>
          <p>{text.dialogBody}</p>
          <div className={form.field}>
            <label htmlFor={id} className={form.label}>{text.nameLabel}</label>
            <input
              id={id}
              className={form.input}
              maxLength={60}
              placeholder={text.namePlaceholder}
              value={name}
              aria-invalid={missing || undefined}
              aria-describedby={`${id}-error`}
              onChange={(e) => {
                setName(e.target.value)
                setMissing(false)
              }}
            />
            <p id={`${id}-error`} className={form.error} role="alert">{missing ? text.nameRequired : null}</p>
          </div>
          <Button type="submit" block busy={save.isPending}>{text.confirm}</Button>
        </form>
      </Modal>
    </>
  )
}
