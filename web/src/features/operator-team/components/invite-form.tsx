import { useId, useState, type SubmitEvent } from 'react'
import { InviteOperatorBody } from '@basera/contract/operator'
import { Button } from '../../../components/button'
import { toast } from '../../../components/toast'
import { getErrorMessage } from '../../../lib/api-client'
import { firstErrorPerField } from '../../../lib/form-errors'
import { useInviteOperator } from '../api/team'
import { teamStrings as t } from '../strings'
import form from '../../../components/form.module.css'
import styles from './invite-form.module.css'

const FIELDS = ['name', 'phone', 'role', 'property_ids'] as const
type Field = (typeof FIELDS)[number]

interface InviteFormProps {
  /** An admin invites owners; an owner invites managers. */
  role: 'owner' | 'manager'
  /** The inviting owner's properties a manager may be given. */
  properties: readonly { property_id: number; property_name: string }[]
}

export function InviteForm({ role, properties }: InviteFormProps) {
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const [chosen, setChosen] = useState<number[]>([])
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const invite = useInviteOperator()
  const id = useId()

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    const body = { name, phone, role, property_ids: chosen }
    const parsed = InviteOperatorBody.safeParse(body)
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error.issues, FIELDS))
      return
    }
    if (role === 'manager' && chosen.length === 0) {
      setErrors({ property_ids: t.chooseProperty })
      return
    }
    invite.mutate(body, {
      onSuccess: (reply) => {
        toast.success(reply.message || t.invited(reply.data.name))
        setName('')
        setPhone('')
        setChosen([])
      },
    })
  }
  const describe = (field: Field) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {})
  const errorOf = (field: Field) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className={form.error}>
        {errors[field]}
      </p>
    )

  return (
    <form className={`${form.form} ${styles.card}`} onSubmit={onSubmit} noValidate>
      <p className={form.hint}>{role === 'owner' ? t.inviteBodyAdmin : t.inviteBodyOwner}</p>
      <div className={styles.pair}>
        <div className={form.field}>
          <label htmlFor={`${id}-name`} className={form.label}>
            {t.name}
          </label>
          <input id={`${id}-name`} className={form.input} value={name} autoComplete="off" onChange={(e) => { setName(e.target.value); setErrors({}) }} {...describe('name')} />
          {errorOf('name')}
        </div>
        <div className={form.field}>
          <label htmlFor={`${id}-phone`} className={form.label}>
            {t.phone}
          </label>
          <input id={`${id}-phone`} className={form.input} type="tel" inputMode="numeric" maxLength={10} autoComplete="off" value={phone} onChange={(e) => { setPhone(e.target.value.replace(/\D/g, '')); setErrors({}) }} {...describe('phone')} />
          {errorOf('phone')}
        </div>
      </div>
      <p className={form.hint}>
        {t.role}: <strong>{t.roles[role]}</strong>
      </p>
      {role === 'manager' && (
        <fieldset className={styles.fieldset} {...describe('property_ids')}>
          <legend className={form.label}>{t.properties}</legend>
          {properties.length === 0 && <p className={form.hint}>{t.noProperties}</p>}
          {properties.map((p) => (
            <label key={p.property_id} className={styles.check}>
              <input
                type="checkbox"
                checked={chosen.includes(p.property_id)}
                onChange={() => {
                  setChosen((list) => (list.includes(p.property_id) ? list.filter((x) => x !== p.property_id) : [...list, p.property_id]))
                  setErrors({})
                }}
              />
              {p.property_name}
            </label>
          ))}
          {errorOf('property_ids')}
        </fieldset>
      )}
      <p className={form.error} role="alert">
        {invite.error ? getErrorMessage(invite.error) : null}
      </p>
      <Button type="submit" busy={invite.isPending} className={styles.submit}>
        {t.invite}
      </Button>
    </form>
  )
}
