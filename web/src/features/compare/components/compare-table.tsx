import { Link } from 'react-router'
import { Icon } from '../../../components/icon'
import { compareRows, type Compared } from '../compare-rows'
import { comparePageStrings } from '../page-strings'
import styles from './compare-table.module.css'
import { useLanguage, useStrings } from '../../../lib/i18n'

interface CompareTableProps {
  items: readonly Compared[]
  onRemove: (propertyId: number) => void
}

/** Up to three properties side by side: the first column stays put, the best of each row is marked. */
export function CompareTable({ items, onRemove }: CompareTableProps) {
  const language = useLanguage()
  const t = useStrings(comparePageStrings)
  const rows = compareRows(items, language)
  return (
    // a scrolling region takes focus so a keyboard can scroll it sideways (axe: scrollable-region-focusable)
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-label={t.title} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col" className={styles.rowHead}>
              {t.rowProperty}
            </th>
            {items.map(({ detail }) => (
              <th scope="col" key={detail.property_id} className={styles.property}>
                <Link to={`/property/${detail.property_id}`}>{detail.property_name}</Link>
                <span className={styles.locality}>{detail.locality_name}</span>
                <button type="button" className={styles.remove} aria-label={t.remove(detail.property_name)} onClick={() => onRemove(detail.property_id)}>
                  <Icon name="close" size={14} />
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.rowHead}>
                {row.label}
              </th>
              {row.cells.map((lines, i) => {
                const best = row.best.includes(i)
                return (
                  <td key={items[i]?.detail.property_id ?? i} className={best ? styles.best : undefined}>
                    {lines.map((line) => (
                      <span key={line} className={styles.line}>
                        {line}
                      </span>
                    ))}
                    {best && (
                      <span className={styles.badge} aria-label={t.bestLabel(row.label)}>
                        {t.best}
                      </span>
                    )}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
