import { useState } from 'react'
import { UpdateTeamMemberBody, type TeamMember } from '@basera/contract/operator'
import { Button } from '../../../components/button'
import { FormAlert } from '../../../components/form/form-alert'
import { showServerError } from '../../../components/form/server-error'
import { SubmitButton } from '../../../components/form/submit-button'
import { useContractForm } from '../../../components/form/use-contract-form'
import { Modal } from '../../../components/modal'
import { toast } from '../../../components/toast'
import { getErrorMessage } from '../../../lib/api-client'
import { useRemoveTeamMember, useUpdateTeamMember } from '../api/team'
import { teamStrings as t } from '../strings'
import { PropertyPicker, type PickableProperty } from './property-picker'
import form from '../../../components/form.module.css'
import styles from './invite-form.module.css'
import { Controller } from 'react-hook-form'

interface MemberActionsProps {
  member: TeamMember
  /** The caller's properties, which they may give or take away. */
  properties: readonly PickableProperty[]
}

/** A manager's row: change which properties they run, or remove them (after a confirmation). */
export function MemberActions({ member, properties }: MemberActionsProps) {
  const [open, setOpen] = useState<'properties' | 'remove' | null>(null)
  const close = () => setOpen(null)
  return (
    <div className={styles.actions}>
      <Button variant="outline" onClick={() => setOpen('properties')} aria-label={t.changePropertiesOf(member.name)}>
        {t.changeProperties}
      </Button>
      <Button variant="ghost" onClick={() => setOpen('remove')} aria-label={t.removeLabel(member.name)}>
        {t.remove}
      </Button>
      <Modal open={open === 'properties'} onClose={close} title={t.changePropertiesOf(member.name)} variant="sheet">
        {open === 'properties' && <ChangeProperties member={member} properties={properties} onDone={close} />}
      </Modal>
      <Modal open={open === 'remove'} onClose={close} title={t.removeTitle(member.name)}>
        {open === 'remove' && <RemoveMember member={member} onDone={close} />}
      </Modal>
    </div>
  )
}

function ChangeProperties({ member, properties, onDone }: { member: TeamMember; properties: readonly PickableProperty[]; onDone: () => void }) {
  const update = useUpdateTeamMember()
  const values = useContractForm(UpdateTeamMemberBody, { defaultValues: { property_ids: member.property_ids } })
  const onSubmit = values.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ operatorId: member.operator_id, body })
      toast.success(t.propertiesSaved(member.name))
      onDone()
    } catch (error) {
      showServerError(values, error, () => 'property_ids')
    }
  })
  return (
    <form className={form.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className={styles.picker}>
        <Controller
          control={values.control}
          name="property_ids"
          render={({ field, fieldState }) => <PropertyPicker properties={properties} chosen={field.value.map(Number)} onChange={field.onChange} error={fieldState.error?.message} />}
        />
      </div>
      <FormAlert errors={values.formState.errors} />
      <SubmitButton busy={update.isPending}>{t.saveProperties}</SubmitButton>
    </form>
  )
}

function RemoveMember({ member, onDone }: { member: TeamMember; onDone: () => void }) {
  const remove = useRemoveTeamMember()
  const onRemove = () =>
    remove.mutate(member.operator_id, {
      onSuccess: (reply) => {
        toast.success(reply.message)
        onDone()
      },
    })
  return (
    <div className={form.form}>
      <p>{t.removeBody(member.name)}</p>
      <div role="alert">{remove.error && <p className={form.failure}>{getErrorMessage(remove.error)}</p>}</div>
      <div className={styles.actions}>
        <Button onClick={onRemove} busy={remove.isPending}>
          {t.removeConfirm}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t.keep}
        </Button>
      </div>
    </div>
  )
}
