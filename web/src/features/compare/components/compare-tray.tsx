import { Link } from 'react-router'
import { buttonClass } from '../../../components/button'
import { comparePath, COMPARE_MAX, usePicked } from '../compare-store'
import { compareStrings } from '../strings'
import styles from './compare.module.css'
import { useStrings } from '../../../lib/i18n'

/** Once two or more are picked: how many, and the way to the side-by-side page. */
export function CompareTray() {
  const t = useStrings(compareStrings)
  const picked = usePicked()
  if (picked.length < 2) return null
  return (
    <aside className={styles.tray} aria-label={t.trayLabel}>
      <span>{t.picked(picked.length, COMPARE_MAX)}</span>
      <Link to={comparePath(picked.map((p) => p.id))} className={buttonClass()}>
        {t.compareNow}
      </Link>
    </aside>
  )
}
