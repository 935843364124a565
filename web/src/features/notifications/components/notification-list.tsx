import type { Notification } from '@basera/contract/engagement'
import { Icon } from '../../../components/icon'
import { formatDate } from '../../../lib/format'
import { notificationStrings } from '../strings'
import styles from './notification-list.module.css'
import { useLanguage, useStrings } from '../../../lib/i18n'

/** A known event in the reader's language; anything else as the server worded it. */
function wording(n: Notification, s: typeof notificationStrings): { title: string; body: string } {
  if (!n.kind) return { title: n.title, body: n.body }
  const kind = s.kinds[n.kind]
  const details = n.details ?? {}
  return { title: kind.title(details), body: kind.body(details) }
}

export function NotificationList({ notifications }: { notifications: readonly Notification[] }) {
  return (
    <ul className={styles.list}>
      {notifications.map((n) => (
        <NotificationItem key={n.id} notification={n} />
      ))}
    </ul>
  )
}

function NotificationItem({ notification: n }: { notification: Notification }) {
  const language = useLanguage()
  const { title, body } = wording(n, useStrings(notificationStrings))
  return (
    <li className={styles.item}>
      <span className={styles.icon}>
        <Icon name="bell" size={20} />
      </span>
      <div className={styles.body}>
        <h2 className={styles.title}>{title}</h2>
        <p>{body}</p>
        <time dateTime={n.created_at} className={styles.date}>
          {formatDate(n.created_at, language)}
        </time>
      </div>
    </li>
  )
}
