import type { ReactNode, SyntheticEvent } from 'react'
import { Link } from 'react-router'
import type { Visit } from '@basera/contract/engagement'
import { formatDate } from '../../../lib/format'
import { visitStrings } from '../strings'
import { VisitActions } from './visit-actions'
import styles from './visit-list.module.css'
import { useLanguage, useStrings } from '../../../lib/i18n'

const FALLBACK_PHOTO = '/media/fallback.webp'

/** A missing photo shows the house drawing (once: no loop if that fails too). */
function showFallback(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget
  if (!img.src.endsWith(FALLBACK_PHOTO)) img.src = FALLBACK_PHOTO
}

/** Requested and scheduled visits, each linking to its property: when (with the slot's hours), a change or cancel while it is to come, and the app's `extra`. */
export function VisitList({ visits, leadId, extra }: { visits: readonly Visit[]; leadId: number; extra?: (visit: Visit) => ReactNode }) {
  const language = useLanguage()
  const s = useStrings(visitStrings)
  const whenOf = (visit: Visit) => s.confirmedWhen(formatDate(visit.visit_date, language), s.slots[visit.visit_slot], s.slotHours[visit.visit_slot])
  return (
    <ul className={styles.list}>
      {visits.map((visit) => (
        <li key={visit.visit_id} className={styles.item}>
          <img src={visit.property.photos[0] ?? FALLBACK_PHOTO} alt="" width={88} height={66} className={styles.photo} loading="lazy" onError={showFallback} />
          <div className={styles.body}>
            <h3 className={styles.name}>
              <Link to={`/property/${visit.property.property_id}`}>{visit.property.property_name}</Link>
            </h3>
            <p className={styles.where}>{`${visit.property.locality_name}, ${visit.property.city_name}`}</p>
            <p className={styles.when}>{whenOf(visit)}</p>
            {visit.changeable && <VisitActions visit={visit} leadId={leadId} when={whenOf(visit)} />}
            {/* SLOT (app layer): what another feature offers on a visit, e.g. a message to the property */}
            {extra?.(visit)}
          </div>
          <span className={`${styles.badge} ${styles[visit.status]}`}>{s.status[visit.status]}</span>
        </li>
      ))}
    </ul>
  )
}
