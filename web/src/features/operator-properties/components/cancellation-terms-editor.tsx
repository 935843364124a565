import { useId, useState, type SubmitEvent } from 'react'
import { CancellationTerms, MAX_CANCELLATION_TERMS, type CancellationTerm } from '@basera/contract/cancellation'
import { Button } from '../../../components/button'
import { cancellationLines } from '../../../components/cancellation-terms'
import { toast } from '../../../components/toast'
import { getErrorMessage } from '../../../lib/api-client'
import { useUpdateProperty } from '../api/save-property'
import { cancellationEditorStrings as t } from '../strings'
import form from '../../../components/form.module.css'
import styles from './cancellation-terms-editor.module.css'

interface Row {
  key: number
  days: string
  percent: string
}

let nextKey = 0
const rowOf = (term?: CancellationTerm): Row => ({ key: ++nextKey, days: term ? String(term.days_before_move_in) : '', percent: term ? String(term.refund_percent) : '' })

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
  const [rows, setRows] = useState<Row[]>(() => terms.map(rowOf))
  const [invalid, setInvalid] = useState<string | null>(null)
  const update = useUpdateProperty(propertyId)
  const id = useId()

  if (readOnly) {
    return (
      <div className={styles.editor}>
        <p className={styles.note}>{t.managerNote}</p>
        <Preview terms={terms} />
      </div>
    )
  }

  const change = (key: number, patch: Partial<Row>) => {
    setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r)))
    setInvalid(null)
  }
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    if (rows.some((r) => r.days.trim() === '' || r.percent.trim() === '')) {
      setInvalid(t.fillEveryRow)
      return
    }
    const parsed = CancellationTerms.safeParse(rows.map((r) => ({ days_before_move_in: Number(r.days), refund_percent: Number(r.percent) })))
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? t.fillEveryRow)
      return
    }
    update.mutate({ cancellation_terms: parsed.data }, { onSuccess: () => toast.success(t.saved) })
  }
  const error = invalid ?? (update.error ? getErrorMessage(update.error) : null)
  const digits = (text: string) => text.replace(/\D/g, '').slice(0, 3)

  return (
    <form className={styles.editor} onSubmit={onSubmit} noValidate>
      <p className={styles.note}>{t.hint}</p>
      {rows.length === 0 ? (
        <p className={styles.none}>{t.none}</p>
      ) : (
        <ol className={styles.rows}>
          {rows.map((row, index) => (
            <li key={row.key} className={styles.row}>
              <label className={styles.cell}>
                <span className={index === 0 ? form.label : 'visually-hidden'}>{t.days}</span>
                <input className={form.input} inputMode="numeric" aria-label={t.daysLabel(index + 1)} value={row.days} onChange={(e) => change(row.key, { days: digits(e.target.value) })} />
              </label>
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
              <label className={styles.cell}>
                <span className={index === 0 ? form.label : 'visually-hidden'}>{t.percent}</span>
                <input className={form.input} inputMode="numeric" aria-label={t.percentLabel(index + 1)} value={row.percent} onChange={(e) => change(row.key, { percent: digits(e.target.value) })} />
              </label>
              <Button
                variant="ghost"
                aria-label={t.remove(index + 1)}
                onClick={() => {
                  setRows((list) => list.filter((r) => r.key !== row.key))
                  setInvalid(null)
                }}
              >
                ✕
              </Button>
            </li>
          ))}
        </ol>
      )}
      <p id={`${id}-error`} className={form.error} role="alert">
        {error}
      </p>
      <div className={styles.actions}>
        {rows.length < MAX_CANCELLATION_TERMS && (
          <Button variant="outline" onClick={() => setRows((list) => [...list, rowOf()])}>
            {t.add}
          </Button>
        )}
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
