import { useId } from 'react'
import { useSearchParams } from 'react-router'
import { useOperatorProperties } from '../../features/operator-properties/api/list-properties'
import styles from './operator.module.css'

interface Option {
  value: string
  label: string
}

/** A list filter kept in the URL (`?status=requested`): a reload or a shared link shows the same list. */
export function UrlFilter({ name, label, allLabel, options }: { name: string; label: string; allLabel: string; options: readonly Option[] }) {
  const [params, setParams] = useSearchParams()
  const id = useId()
  return (
    <label htmlFor={id}>
      {label}
      <select
        id={id}
        value={params.get(name) ?? ''}
        onChange={(e) =>
          setParams(
            (old) => {
              const next = new URLSearchParams(old)
              if (e.target.value) next.set(name, e.target.value)
              else next.delete(name)
              return next
            },
            { replace: true },
          )
        }
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/** The property filter of every inbox (`?property_id=`): the operator's own properties, by name and locality (names repeat). */
export function PropertyFilter({ label, allLabel }: { label: string; allLabel: string }) {
  const properties = useOperatorProperties()
  const options = (properties.data ?? []).map((p) => ({ value: String(p.property_id), label: p.property_label }))
  return <UrlFilter name="property_id" label={label} allLabel={allLabel} options={options} />
}

/** The URL's value of `name` when it is one of `values` (a status), else none. */
export function oneOfParam<T extends string>(params: URLSearchParams, name: string, values: readonly T[]): T | undefined {
  const value = params.get(name)
  return values.find((v) => v === value)
}

/** A positive id from the URL, else none. */
export function idParam(params: URLSearchParams, name: string): number | undefined {
  const value = Number(params.get(name))
  return Number.isInteger(value) && value > 0 ? value : undefined
}

export function FilterBar({ children }: { children: React.ReactNode }) {
  return <div className={styles.filters}>{children}</div>
}
