import { useId, useMemo, useState } from 'react'
import type { Locality } from '@basera/contract/localities'
import { LOCALITY_SEARCH_MAX } from '@basera/contract/constants'
import { Icon } from '../../../components/icon'
import { localityStrings } from '../strings'
import styles from './localities.module.css'
import { useStrings } from '../../../lib/i18n'

/** Case-insensitive substring match on the name, leaving out the chosen ones (spec section 2). */
function matchLocalities(localities: readonly Locality[], query: string, chosenIds: readonly number[]): Locality[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return []
  return localities.filter((l) => !chosenIds.includes(l.locality_id) && l.locality_name.toLowerCase().includes(needle))
}

interface LocalitySearchProps {
  localities: readonly Locality[]
  chosenIds: readonly number[]
  onPick: (locality: Locality) => void
}

export function LocalitySearch({ localities, chosenIds, onPick }: LocalitySearchProps) {
  const localityText = useStrings(localityStrings)
  const [query, setQuery] = useState('')
  const inputId = useId()
  const listId = useId()
  const matches = useMemo(() => matchLocalities(localities, query, chosenIds), [localities, query, chosenIds])
  const searching = query.trim().length > 0

  return (
    <div className={styles.search}>
      <label htmlFor={inputId} className="visually-hidden">
        {localityText.searchLabel}
      </label>
      <div className={styles.searchField}>
        <Icon name="search" size={20} />
        <input
          id={inputId}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={localityText.searchPlaceholder}
          maxLength={LOCALITY_SEARCH_MAX}
          value={query}
          aria-controls={listId}
          onChange={(event) => setQuery(event.target.value.slice(0, LOCALITY_SEARCH_MAX))}
        />
        {query && (
          <button type="button" className={styles.clear} onClick={() => setQuery('')} aria-label={localityText.clearSearch}>
            <Icon name="close" size={18} />
          </button>
        )}
      </div>
      <div id={listId} aria-live="polite">
        {searching && matches.length === 0 && <p className={styles.noResults}>{localityText.noResults}</p>}
        {matches.length > 0 && (
          <ul className={styles.results} aria-label={localityText.resultsCount(matches.length)}>
            {matches.map((l) => (
              <li key={l.locality_id}>
                <button
                  type="button"
                  className={styles.result}
                  onClick={() => {
                    onPick(l)
                    setQuery('')
                  }}
                >
                  <Icon name="location" size={18} />
                  {l.locality_name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
