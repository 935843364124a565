import { useFieldArray, useForm, type Path } from 'react-hook-form'
import { CancellationTerms, MAX_CANCELLATION_TERMS } from '@basera/contract/cancellation'
import { Button } from '../../../components/button'
import { cancellationLines } from '../../../components/cancellation-terms'
import { FieldError } from '../../../components/form/field'
import { FormAlert } from '../../../components/form/form-alert'
import { showServerError } from '../../../components/form/server-error'
import { SubmitButton } from '../../../components/form/submit-button'
import { CHECK_WHEN, issuesResolver } from '../../../components/form/use-contract-form'
import { toast } from '../../../components/toast'
import { useUpdateProperty } from '../api/save-property'
import { cancellationEditorStrings as t } from '../strings'
import form from '../../../components/form.module.css'
import styles from './cancellation-terms-editor.module.css'

/** The rules as typed: "days before move-in → refund %" rows. */
interface Values {
  rules: { days: string; percent: string }[]
}
/** 365 days and 100% are three digits. */
const DIGITS_MAX_LENGTH = 3

const num = (text: string) => (text.trim() === '' ? text : Number(text))
/** The body the contract checks ('' stays '' so the rule's sentence names the empty cell). */
const termsOf = (values: Values) => values.rules.map((r) => ({ days_before_move_in: num(r.days), refund_percent: num(r.percent) }))

/** The cell of an issue's path ([1, 'refund_percent'] → rule 2's refund); a rule about the whole list: the list. */
function fieldOf(path: readonly PropertyKey[]): Path<Values> | undefined {
  const [row, key] = path
  if (typeof row !== 'number') return 'rules'
  return key === 'refund_percent' ? `rules.${row}.percent` : `rules.${row}.days`
}

/** What tenants read before they book, in the words the room screen uses. */
function Preview({ terms }: { terms: CancellationTerms }) {
  if (terms.length === 0) return <p className={styles.none}>{t.none}</p>
  return (
    <ul className={styles.preview}>
      {cancellationLines(terms, 'en').map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  )
}

/**
 * A property's refund rules as rows of "days before move-in → refund %". Owners and admins edit them (the contract's
 * CancellationTerms checks them here and on the server); a manager reads them, as the server refuses them money rules.
 */
export function CancellationTermsEditor({ propertyId, terms, readOnly }: { propertyId: number; terms: CancellationTerms; readOnly: boolean }) {
  if (readOnly) {
    return (
      <div className={styles.editor}>
        <p className={styles.note}>{t.managerNote}</p>
        <Preview terms={terms} />
      </div>
    )
  }
  return <TermsForm propertyId={propertyId} terms={terms} />
}

function TermsForm({ propertyId, terms }: { propertyId: number; terms: CancellationTerms }) {
  const update = useUpdateProperty(propertyId)
  const values = useForm<Values>({
    ...CHECK_WHEN,
    defaultValues: { rules: terms.map((term) => ({ days: String(term.days_before_move_in), percent: String(term.refund_percent) })) },
    resolver: issuesResolver<Values>((v) => {
      const parsed = CancellationTerms.safeParse(termsOf(v))
      return parsed.success ? [] : parsed.error.issues
    }, fieldOf),
  })
  const rules = useFieldArray({ control: values.control, name: 'rules' })
  const { errors, isSubmitting } = values.formState

  const onSubmit = values.handleSubmit(async (v) => {
    try {
      // the resolver checked them with the contract: numbers by now
      await update.mutateAsync({ cancellation_terms: termsOf(v) as CancellationTerms })
      toast.success(t.saved)
    } catch (error) {
      // the server answers about the list as a whole: said inside the form
      showServerError(values, error)
    }
  })

  const cell = (index: number, name: 'days' | 'percent', label: string, heading: string) => {
    const field = values.register(`rules.${index}.${name}`)
    const error = errors.rules?.[index]?.[name]?.message
    const errorId = error ? `terms-${index}-${name}-error` : undefined
    return (
      <>
        <label className={styles.cell}>
          <span className={index === 0 ? form.label : 'visually-hidden'}>{heading}</span>
          <input
            {...field}
            className={form.input}
            inputMode="numeric"
            maxLength={DIGITS_MAX_LENGTH}
            aria-label={label}
            aria-invalid={Boolean(error)}
            aria-describedby={errorId}
            onChange={(event) => {
              event.target.value = event.target.value.replace(/\D/g, '')
              void field.onChange(event)
            }}
          />
        </label>
        {/* under its own cell, on the row's second line: the arrow and ✕ stay level with the inputs */}
        <div className={name === 'days' ? styles.daysError : styles.percentError}>
          <FieldError id={errorId} message={error} />
        </div>
      </>
    )
  }

  return (
    <form className={styles.editor} onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className={styles.note}>{t.hint}</p>
      {rules.fields.length === 0 ? (
        <p className={styles.none}>{t.none}</p>
      ) : (
        <ol className={styles.rows}>
          {rules.fields.map((row, index) => (
            <li key={row.id} className={styles.row}>
              {cell(index, 'days', t.daysLabel(index + 1), t.days)}
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
              {cell(index, 'percent', t.percentLabel(index + 1), t.percent)}
              <Button variant="ghost" aria-label={t.remove(index + 1)} onClick={() => rules.remove(index)}>
                ✕
              </Button>
            </li>
          ))}
        </ol>
      )}
      <FieldError id={undefined} message={errors.rules?.message ?? errors.rules?.root?.message} />
      <FormAlert errors={errors} />
      <div className={styles.actions}>
        {rules.fields.length < MAX_CANCELLATION_TERMS && (
          <Button variant="outline" onClick={() => rules.append({ days: '', percent: '' })}>
            {t.add}
          </Button>
        )}
        <SubmitButton busy={isSubmitting} block={false}>
          {t.save}
        </SubmitButton>
      </div>
      <div className={styles.previewBox}>
        <h3 className={styles.previewTitle}>{t.previewTitle}</h3>
        <Preview terms={terms} />
      </div>
    </form>
  )
}
