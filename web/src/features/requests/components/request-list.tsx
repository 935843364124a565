import { Link } from 'react-router'
import type { LeadRequest } from '@basera/contract/engagement'
import { Icon, type IconName } from '../../../components/icon'
import { formatDate } from '../../../lib/format'
import { requestStrings } from '../strings'
import styles from './request-list.module.css'
import { useLanguage, useStrings, type Language } from '../../../lib/i18n'

// a visit's recorded purpose carries its date as 2026-11-26: read it like every other date
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/g
const readableDates = (text: string, language: Language) => text.replace(ISO_DATE, (date) => formatDate(date, language))

const kindIcon: Record<LeadRequest['kind'], IconName> = { callback: 'phone', interest: 'star', visit: 'calendar' }

/** "Your requests": what was asked, about which property or service, and when. */
export function RequestList({ requests }: { requests: readonly LeadRequest[] }) {
  const language = useLanguage()
  const s = useStrings(requestStrings)
  if (requests.length === 0) return <p className={styles.empty}>{s.empty}</p>
  return (
    <ul className={styles.list}>
      {requests.map((request) => (
        <li key={`${request.kind}-${request.request_id}`} className={styles.item}>
          <span className={styles.icon}>
            <Icon name={kindIcon[request.kind]} size={20} />
          </span>
          <div className={styles.body}>
            <p className={styles.purpose}>{readableDates(request.purpose, language)}</p>
            <p className={styles.about}>
              <span className={styles.kind}>{s.kind[request.kind]}</span>
              {request.property_id !== null && request.property_name ? (
                <Link to={`/property/${request.property_id}`}>{request.property_name}</Link>
              ) : (
                request.service_name && request.service_name !== request.purpose && <span>{request.service_name}</span>
              )}
            </p>
          </div>
          <time className={styles.date} dateTime={request.created_at}>
            {formatDate(request.created_at, language)}
          </time>
        </li>
      ))}
    </ul>
  )
}
