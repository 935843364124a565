import { CITIES } from '@basera/contract/constants'
import { Icon } from '../../../components/icon'
import { localityStrings } from '../strings'
import styles from './city-picker.module.css'
import { useStrings } from '../../../lib/i18n'

interface CityPickerProps {
  selectedId: number | null
  onChoose: (cityId: number) => void
}

/** Delhi, Noida and Gurugram as large tappable cards (ids 1, 2, 3). */
export function CityPicker({ selectedId, onChoose }: CityPickerProps) {
  const localityText = useStrings(localityStrings)
  return (
    <ul className={styles.list}>
      {CITIES.map((city) => (
        <li key={city.city_id}>
          <button
            type="button"
            className={styles.card}
            aria-pressed={selectedId === city.city_id}
            onClick={() => onChoose(city.city_id)}
          >
            <span className={styles.icon} aria-hidden="true">
              <Icon name="location" size={26} />
            </span>
            <span className={styles.text}>
              <strong>{city.city_name}</strong>
              <small>{localityText.cityHints[city.city_name]}</small>
            </span>
            <Icon name="chevronRight" size={20} />
          </button>
        </li>
      ))}
    </ul>
  )
}
