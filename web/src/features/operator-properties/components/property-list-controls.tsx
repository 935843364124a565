import { OPERATOR_PROPERTY_SORTS, type OPERATOR_PROPERTY_SORTS as Sorts } from '@basera/contract/operator'
import { Button } from '../../../components/button'
import { operatorPropertyStrings as t } from '../strings'
import form from '../../../components/form.module.css'
import styles from './property-list.module.css'

export type PropertySort = (typeof Sorts)[number]

interface ControlsProps {
  q: string
  sort: PropertySort
  onSearch: (q: string) => void
  onSort: (sort: PropertySort) => void
}

/** The property list's search (name or locality) and sort. */
export function PropertyListControls({ q, sort, onSearch, onSort }: ControlsProps) {
  return (
    <div className={styles.controls}>
      <label className={form.field}>
        <span className={form.label}>{t.search}</span>
        <input className={form.input} type="search" value={q} maxLength={100} onChange={(e) => onSearch(e.target.value)} />
      </label>
      <label className={form.field}>
        <span className={form.label}>{t.sort}</span>
        <select className={form.input} value={sort} onChange={(e) => onSort(e.target.value as PropertySort)}>
          {OPERATOR_PROPERTY_SORTS.map((s) => (
            <option key={s} value={s}>
              {t.sorts[s]}
            </option>
          ))}
        </select>
      </label>
    </div>
  )
}

interface PagerProps {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
}

/** Where this page sits among all that match, and the way to the next and the previous. */
export function PropertyPager({ page, pageSize, total, onPage }: PagerProps) {
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1
  const to = Math.min(total, page * pageSize)
  return (
    <nav className={styles.pager} aria-label={t.title}>
      <p aria-live="polite">{t.showing(from, to, total)}</p>
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <Button variant="outline" disabled={to >= total} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
    </nav>
  )
}
