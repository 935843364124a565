import { useId } from 'react'
import { FURNISHINGS, SHARING_CHOICES, type Furnishing, type SearchFilter, type Sharing } from '@basera/contract/search-filter'
import { roomFilterStrings } from '../room-strings'
import styles from './filter-section.module.css'
import { useStrings } from '../../../lib/i18n'

/** The room choices of a search filter (PRODUCT.md "Search the way tenants search"). */
export type RoomChoices = Pick<SearchFilter, 'sharing' | 'food' | 'ac' | 'bathroom' | 'furnishing' | 'availableFrom'>

interface Props {
  value: RoomChoices
  onChange: (next: RoomChoices) => void
  /** The earliest date a tenant may pick (today in India). */
  today: string
}

/** Sets a choice, leaving it out when not made (so equal choices are equal filters). */
function set<K extends keyof RoomChoices>(value: RoomChoices, key: K, next: RoomChoices[K] | undefined): RoomChoices {
  const rest = Object.fromEntries(Object.entries(value).filter(([k]) => k !== key)) as RoomChoices
  return next === undefined ? rest : { ...rest, [key]: next }
}

/** Sharing, food in the rent, AC, attached bathroom, furnishing and the move-in date: each one tap. */
export function RoomFilters({ value, onChange, today }: Props) {
  const text = useStrings(roomFilterStrings)
  const furnishingId = useId()
  const dateId = useId()
  const toggleSharing = (s: Sharing) => {
    const chosen = value.sharing ?? []
    const next = chosen.includes(s) ? chosen.filter((x) => x !== s) : SHARING_CHOICES.filter((x) => x === s || chosen.includes(x))
    onChange(set(value, 'sharing', next.length > 0 ? next : undefined))
  }
  const facts = [
    { key: 'food', label: text.food },
    { key: 'ac', label: text.ac },
    { key: 'bathroom', label: text.bathroom },
  ] as const
  return (
    <div className={styles.room}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{text.sharing}</legend>
        <div className={styles.options}>
          {SHARING_CHOICES.map((s) => (
            <label key={s} className={styles.option}>
              <input type="checkbox" checked={value.sharing?.includes(s) ?? false} onChange={() => toggleSharing(s)} />
              <span>{text.sharingChoice[s]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{text.mustHave}</legend>
        <div className={styles.options}>
          {facts.map((f) => (
            <label key={f.key} className={styles.option}>
              <input type="checkbox" checked={value[f.key] === true} onChange={(e) => onChange(set(value, f.key, e.target.checked ? true : undefined))} />
              <span>{f.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.group}>
        <label htmlFor={furnishingId} className={styles.legend}>{text.furnishing}</label>
        <select
          id={furnishingId}
          className={styles.select}
          value={value.furnishing ?? ''}
          onChange={(e) => onChange(set(value, 'furnishing', FURNISHINGS.find((f): f is Furnishing => f === e.target.value)))}
        >
          <option value="">{text.furnishingAny}</option>
          {FURNISHINGS.map((f) => <option key={f} value={f}>{text.furnishingChoice[f]}</option>)}
        </select>
      </div>
      <div className={styles.group}>
        <label htmlFor={dateId} className={styles.legend}>{text.availableFrom}</label>
        <p className={styles.hint} id={`${dateId}-hint`}>{text.availableFromHint}</p>
        <input
          id={dateId}
          type="date"
          className={styles.select}
          min={today}
          aria-describedby={`${dateId}-hint`}
          value={value.availableFrom ?? ''}
          onChange={(e) => onChange(set(value, 'availableFrom', /^\d{4}-\d{2}-\d{2}$/.test(e.target.value) ? e.target.value : undefined))}
        />
      </div>
    </div>
  )
}
