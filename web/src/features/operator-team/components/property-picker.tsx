import { useId, useState } from 'react'
import { Button } from '../../../components/button'
import { FieldError } from '../../../components/form/field'
import { teamStrings as t } from '../strings'
import form from '../../../components/form.module.css'
import styles from './invite-form.module.css'

export interface PickableProperty {
  property_id: number
  /** "Lotus Living Boys PG, Saket": names repeat, the locality tells them apart. */
  property_label: string
}

interface PropertyPickerProps {
  properties: readonly PickableProperty[]
  chosen: readonly number[]
  onChange: (ids: number[]) => void
  error?: string | undefined
}

/** Which properties a manager runs: each named with its locality, a search for long lists, all or none at once. */
export function PropertyPicker({ properties, chosen, onChange, error }: PropertyPickerProps) {
  const [query, setQuery] = useState('')
  const id = useId()
  const needle = query.trim().toLowerCase()
  const shown = needle ? properties.filter((p) => p.property_label.toLowerCase().includes(needle)) : properties
  const toggle = (propertyId: number) => onChange(chosen.includes(propertyId) ? chosen.filter((x) => x !== propertyId) : [...chosen, propertyId])
  const errorId = error ? `${id}-error` : undefined
  return (
    <fieldset className={styles.fieldset} aria-describedby={errorId} aria-invalid={Boolean(error) || undefined}>
      <legend className={form.label}>{t.properties}</legend>
      {properties.length === 0 && <p className={form.hint}>{t.noProperties}</p>}
      {properties.length > 6 && (
        <div className={styles.pickerTools}>
          <label htmlFor={`${id}-filter`} className="visually-hidden">
            {t.filterProperties}
          </label>
          <input id={`${id}-filter`} className={form.input} type="search" placeholder={t.filterProperties} value={query} maxLength={100} onChange={(e) => setQuery(e.target.value)} />
          <Button variant="outline" onClick={() => onChange([...new Set([...chosen, ...shown.map((p) => p.property_id)])])}>
            {t.selectAll}
          </Button>
          <Button variant="ghost" onClick={() => onChange([])}>
            {t.selectNone}
          </Button>
          <p className={form.hint} aria-live="polite">
            {t.chosenCount(chosen.length, properties.length)}
          </p>
        </div>
      )}
      {shown.length === 0 && properties.length > 0 && <p className={form.hint}>{t.noMatch}</p>}
      {shown.map((p) => (
        <label key={p.property_id} className={styles.check}>
          <input type="checkbox" checked={chosen.includes(p.property_id)} onChange={() => toggle(p.property_id)} />
          {p.property_label}
        </label>
      ))}
      <FieldError id={errorId} message={error} />
    </fieldset>
  )
}
