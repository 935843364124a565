import { Link } from 'react-router'
import type { Visit } from '@basera/contract/engagement'
import { formatDate } from '../../../lib/format'
import { visitStrings as s } from '../strings'
import styles from './visit-list.module.css'

/** Requested and scheduled visits, each linking to its property. */
export function VisitList({ visits }: { visits: readonly Visit[] }) {
  return (
    <ul className={styles.list}>
      {visits.map((visit) => (
        <li key={visit.visit_id} className={styles.item}>
          <img src={visit.property.photos[0] ?? '/media/fallback.webp'} alt="" width={88} height={66} className={styles.photo} loading="lazy" />
          <div className={styles.body}>
            <h3 className={styles.name}>
              <Link to={`/property/${visit.property.property_id}`}>{visit.property.property_name}</Link>
            </h3>
            <p className={styles.where}>{`${visit.property.locality_name}, ${visit.property.city_name}`}</p>
            <p className={styles.when}>{s.when(formatDate(visit.visit_date), s.slots[visit.visit_slot])}</p>
          </div>
          <span className={`${styles.badge} ${styles[visit.status]}`}>{s.status[visit.status]}</span>
        </li>
      ))}
    </ul>
  )
}
