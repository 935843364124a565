import { Link } from 'react-router'
import { type SearchFilter } from '@basera/contract/search-filter'
import { searchPath, type ResultsView } from '@basera/contract/search-link'
import { Icon } from '../../../components/icon'
import { formatDate } from '../../../lib/format'
import { roomFilterStrings } from '../room-strings'
import styles from './filter-chips.module.css'
import { useLanguage, useStrings } from '../../../lib/i18n'

interface Chip {
  key: string
  label: string
  without: SearchFilter
}

const without = (filter: SearchFilter, key: keyof SearchFilter): SearchFilter =>
  Object.fromEntries(Object.entries(filter).filter(([k]) => k !== key)) as unknown as SearchFilter

/** One chip per room choice of the search; a tap opens the same search without it, in the same view (a link: reload and share keep it). */
export function FilterChips({ filter, view = 'list' }: { filter: SearchFilter; view?: ResultsView }) {
  const text = useStrings(roomFilterStrings)
  const language = useLanguage()
  const chips: Chip[] = []
  for (const s of filter.sharing ?? []) {
    const rest = (filter.sharing ?? []).filter((x) => x !== s)
    chips.push({ key: `sharing-${s}`, label: text.sharingChip[s], without: rest.length > 0 ? { ...filter, sharing: rest } : without(filter, 'sharing') })
  }
  if (filter.food) chips.push({ key: 'food', label: text.foodChip, without: without(filter, 'food') })
  if (filter.ac) chips.push({ key: 'ac', label: text.ac, without: without(filter, 'ac') })
  if (filter.bathroom) chips.push({ key: 'bathroom', label: text.bathroom, without: without(filter, 'bathroom') })
  if (filter.furnishing) chips.push({ key: 'furnishing', label: text.furnishingChoice[filter.furnishing], without: without(filter, 'furnishing') })
  if (filter.availableFrom) {
    chips.push({ key: 'from', label: text.availableChip(formatDate(filter.availableFrom, language)), without: without(filter, 'availableFrom') })
  }
  if (chips.length === 0) return null
  return (
    <ul className={styles.chips} aria-label={text.chipsLabel}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link to={searchPath(chip.without, view)} replace className={styles.chip} aria-label={text.remove(chip.label)}>
            <span>{chip.label}</span>
            <Icon name="close" />
          </Link>
        </li>
      ))}
    </ul>
  )
}
