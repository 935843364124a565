import { Icon } from '../../../components/icon'
import { localityStrings } from '../strings'
import styles from './localities.module.css'
import { useStrings } from '../../../lib/i18n'

interface Chip {
  locality_id: number
  locality_name: string
}

interface LocalityChipsProps {
  localities: readonly Chip[]
  onRemove?: (localityId: number) => void
  label?: string
}

/** Chosen localities as chips; with `onRemove` each has a remove button. */
export function LocalityChips({ localities, onRemove, label }: LocalityChipsProps) {
  const localityText = useStrings(localityStrings)
  if (localities.length === 0) return null
  return (
    <ul className={styles.chips} aria-label={label ?? localityText.chosen}>
      {localities.map((l) => (
        <li key={l.locality_id} className={styles.chip}>
          <span>{l.locality_name}</span>
          {onRemove && (
            <button type="button" onClick={() => onRemove(l.locality_id)} aria-label={localityText.remove(l.locality_name)}>
              <Icon name="close" size={16} />
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
