import type { Notification } from '@basera/contract/engagement'
import { Icon } from '../../../components/icon'
import { formatDate } from '../../../lib/format'
import styles from './notification-list.module.css'

export function NotificationList({ notifications }: { notifications: readonly Notification[] }) {
  return (
    <ul className={styles.list}>
      {notifications.map((n) => (
        <li key={n.id} className={styles.item}>
          <span className={styles.icon}>
            <Icon name="bell" size={20} />
          </span>
          <div className={styles.body}>
            <h2 className={styles.title}>{n.title}</h2>
            <p>{n.body}</p>
            <time dateTime={n.created_at} className={styles.date}>
              {formatDate(n.created_at)}
            </time>
          </div>
        </li>
      ))}
    </ul>
  )
}
