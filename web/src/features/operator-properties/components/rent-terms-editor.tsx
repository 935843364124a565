import { useId, useState } from 'react'
import { RentTerms, type RentTerms as RentTermsValue } from '@basera/contract/dues'
import { Button } from '../../../components/button'
import { FieldError } from '../../../components/form/field'
import { rentTermsLines } from '../../../components/rent-terms'
import { toast } from '../../../components/toast'
import { getErrorMessage } from '../../../lib/api-client'
import { useUpdateProperty } from '../api/save-property'
import { rentTermsEditorStrings as t } from '../strings'
import form from '../../../components/form.module.css'
import styles from './cancellation-terms-editor.module.css'

/** The terms as typed: a fixed day or the move-in day; no late fee, or an amount after some grace days. */
interface Values {
  fixedDay: boolean
  day: string
  charged: boolean
  amount: string
  graceDays: string
}
type Problems = Partial<Record<'day' | 'amount' | 'graceDays' | 'form', string>>

const DAYS = Array.from({ length: 28 }, (_, i) => String(i + 1))
const num = (text: string) => (text.trim() === '' ? text : Number(text))

const valuesOf = (terms: RentTermsValue): Values => ({
  fixedDay: terms.rent_day !== null,
  day: String(terms.rent_day ?? 1),
  charged: terms.late_fee !== null,
  amount: terms.late_fee ? String(terms.late_fee.amount) : '',
  graceDays: terms.late_fee ? String(terms.late_fee.grace_days) : '3',
})
/** The body the contract checks ('' stays '' so its sentence names the empty field). */
const bodyOf = (v: Values) => ({
  rent_day: v.fixedDay ? num(v.day) : null,
  late_fee: v.charged ? { amount: num(v.amount), grace_days: num(v.graceDays) } : null,
})

function problemsOf(v: Values): Problems {
  const parsed = RentTerms.safeParse(bodyOf(v))
  if (parsed.success) return {}
  const problems: Problems = {}
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path
    const key = first === 'rent_day' ? 'day' : second === 'amount' ? 'amount' : second === 'grace_days' ? 'graceDays' : 'form'
    problems[key] ??= issue.message
  }
  return problems
}

/** What tenants read before they book, in the room screen's words. */
function Preview({ terms }: { terms: RentTermsValue }) {
  return (
    <ul className={styles.preview}>
      {rentTermsLines(terms, 'en').map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  )
}

/**
 * A property's rent terms: the rent day (each tenant's move-in day, or a fixed day 1–28) and a late fee (none, or ₹
 * after some grace days), checked by the contract's RentTerms here and on the server. They apply to bookings made
 * after a change (each booking keeps the terms it was made under). A manager sets the rent day; the late fee is the
 * owner's, as the server refuses managers money rules.
 */
export function RentTermsEditor({ propertyId, terms, feeReadOnly }: { propertyId: number; terms: RentTermsValue; feeReadOnly: boolean }) {
  const update = useUpdateProperty(propertyId)
  const [values, setValues] = useState(() => valuesOf(terms))
  const [problems, setProblems] = useState<Problems>({})
  const [tried, setTried] = useState(false)
  const id = useId()
  const set = (change: Partial<Values>) => {
    const next = { ...values, ...change }
    setValues(next)
    // once a save was tried, each change says at once what is still wrong
    if (tried) setProblems(problemsOf(next))
  }

  const onSubmit = (event: { preventDefault: () => void }) => {
    event.preventDefault()
    setTried(true)
    const found = problemsOf(values)
    setProblems(found)
    if (Object.keys(found).length > 0) return
    const body = RentTerms.parse(bodyOf(values))
    update.mutate(feeReadOnly ? { rent_day: body.rent_day } : body, {
      onSuccess: () => toast.success(t.saved),
      onError: (error) => setProblems({ form: getErrorMessage(error) }),
    })
  }

  const describedBy = (key: keyof Problems) => (problems[key] ? `${id}-${key}` : undefined)
  return (
    <form className={styles.editor} onSubmit={onSubmit} noValidate>
      <p className={styles.note}>{t.hint}</p>
      <fieldset className={styles.group}>
        <legend className={form.label}>{t.rentDayTitle}</legend>
        <label className={styles.option}>
          <input type="radio" name={`${id}-day`} checked={!values.fixedDay} onChange={() => set({ fixedDay: false })} />
          {t.moveInDay}
        </label>
        <label className={styles.option}>
          <input type="radio" name={`${id}-day`} checked={values.fixedDay} onChange={() => set({ fixedDay: true })} />
          {t.fixedDay}
        </label>
        {values.fixedDay && (
          <label className={styles.inline}>
            <span>{t.dayLabel}</span>
            <select className={form.input} value={values.day} aria-label={t.dayLabel} aria-invalid={Boolean(problems.day)} aria-describedby={describedBy('day')} onChange={(e) => set({ day: e.target.value })}>
              {DAYS.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </label>
        )}
        <FieldError id={describedBy('day')} message={problems.day} />
      </fieldset>
      <fieldset className={styles.group} disabled={feeReadOnly}>
        <legend className={form.label}>{t.lateFeeTitle}</legend>
        {feeReadOnly && <p className={styles.note}>{t.managerNote}</p>}
        <label className={styles.option}>
          <input type="radio" name={`${id}-fee`} checked={!values.charged} onChange={() => set({ charged: false })} />
          {t.noLateFee}
        </label>
        <label className={styles.option}>
          <input type="radio" name={`${id}-fee`} checked={values.charged} onChange={() => set({ charged: true })} />
          {t.chargeLateFee}
        </label>
        {values.charged && (
          <div className={styles.feeRow}>
            <label className={styles.inline}>
              <span>{t.amountLabel}</span>
              <input
                className={form.input}
                inputMode="numeric"
                maxLength={6}
                value={values.amount}
                aria-invalid={Boolean(problems.amount)}
                aria-describedby={describedBy('amount')}
                onChange={(e) => set({ amount: e.target.value.replace(/\D/g, '') })}
              />
            </label>
            <label className={styles.inline}>
              <span>{t.graceLabel}</span>
              <input
                className={form.input}
                inputMode="numeric"
                maxLength={2}
                value={values.graceDays}
                aria-invalid={Boolean(problems.graceDays)}
                aria-describedby={describedBy('graceDays')}
                onChange={(e) => set({ graceDays: e.target.value.replace(/\D/g, '') })}
              />
            </label>
          </div>
        )}
        <FieldError id={describedBy('amount')} message={problems.amount} />
        <FieldError id={describedBy('graceDays')} message={problems.graceDays} />
      </fieldset>
      <FieldError id={undefined} message={problems.form} />
      <div className={styles.actions}>
        <Button type="submit" busy={update.isPending}>
          {t.save}
        </Button>
      </div>
      <div className={styles.previewBox}>
        <h3 className={styles.previewTitle}>{t.previewTitle}</h3>
        <Preview terms={terms} />
      </div>
    </form>
  )
}
