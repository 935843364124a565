import { useId } from 'react'
import { useNavigate } from 'react-router'
import { effectiveSort, SEARCH_SORTS, withChoices, type SearchFilter, type SearchSort } from '@basera/contract/search-filter'
import { searchPath, type ResultsView } from '@basera/contract/search-link'
import { roomFilterStrings } from '../room-strings'
import styles from './filter-chips.module.css'
import { useStrings } from '../../../lib/i18n'

/** The results' order, kept in the URL (with the list or map view shown); "nearest first" only when the search is near a place. */
export function SortSelect({ filter, view = 'list' }: { filter: SearchFilter; view?: ResultsView }) {
  const text = useStrings(roomFilterStrings)
  const navigate = useNavigate()
  const id = useId()
  const sorts = SEARCH_SORTS.filter((s) => s !== 'distance' || filter.placeId !== undefined)
  const onChange = (value: string) => {
    const sort = sorts.find((s): s is SearchSort => s === value)
    const { sort: _old, ...rest } = filter
    void navigate(searchPath(withChoices(rest, { ...rest, sort }), view), { replace: true })
  }
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{text.sortLabel}</label>
      <select id={id} className={styles.select} value={effectiveSort(filter)} onChange={(e) => onChange(e.target.value)}>
        {sorts.map((s) => <option key={s} value={s}>{text.sortChoice[s]}</option>)}
      </select>
    </div>
  )
}
