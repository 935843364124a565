import { useId } from 'react'
import type { Place, PlaceKind } from '@basera/contract/places'
import { searchStrings } from '../strings'
import styles from './filter-section.module.css'
import { useStrings } from '../../../lib/i18n'

const METRO_CHOICES = [0.5, 1, 2] as const

interface NearMetroProps {
  value: number | undefined
  onChange: (km: number | undefined) => void
}

/** "Near a metro": any distance, or within 500 m, 1 km or 2 km of the nearest station. */
export function NearMetroChoice({ value, onChange }: NearMetroProps) {
  const searchText = useStrings(searchStrings)
  const name = useId()
  const options: { km: number | undefined; label: string }[] = [
    { km: undefined, label: searchText.metroAny },
    ...METRO_CHOICES.map((km) => ({ km, label: searchText.metroWithin(km) })),
  ]
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{searchText.nearMetro}</legend>
      <p className={styles.hint}>{searchText.nearMetroHint}</p>
      <div className={styles.options}>
        {options.map((o) => (
          <label key={o.label} className={styles.option}>
            <input type="radio" name={name} checked={value === o.km} onChange={() => onChange(o.km)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

const KIND_ORDER: PlaceKind[] = ['office', 'college', 'hub']

interface NearPlaceProps {
  places: readonly Place[]
  cityId: number
  value: string | undefined
  onChange: (placeId: string | undefined) => void
}

/** "Near a place": a well-known office, college or hub of the city; results come nearest first. */
export function NearPlaceSelect({ places, cityId, value, onChange }: NearPlaceProps) {
  const searchText = useStrings(searchStrings)
  const id = useId()
  const inCity = places.filter((p) => p.city_id === cityId)
  return (
    <div className={styles.group}>
      <label htmlFor={id} className={styles.legend}>
        {searchText.nearPlace}
      </label>
      <p className={styles.hint}>{searchText.nearPlaceHint}</p>
      <select id={id} className={styles.select} value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)}>
        <option value="">{searchText.placeAny}</option>
        {KIND_ORDER.map((kind) => {
          const ofKind = inCity.filter((p) => p.kind === kind)
          return ofKind.length === 0 ? null : (
            <optgroup key={kind} label={searchText.placeKinds[kind]}>
              {ofKind.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </optgroup>
          )
        })}
      </select>
    </div>
  )
}
