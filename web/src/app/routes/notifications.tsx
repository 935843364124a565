import { Header } from '../../components/header'
import { EmptyState, ErrorState, Skeleton } from '../../components/states'
import { NotificationList } from '../../features/notifications/components/notification-list'
import { useNotifications } from '../../features/notifications/api/get-notifications'
import { notificationStrings } from '../../features/notifications/strings'
import { useSession } from '../../lib/session'
import styles from './help.module.css'

export function NotificationsScreen() {
  const session = useSession()
  const notifications = useNotifications(session?.leadId ?? null)
  return (
    <>
      <Header back menu title={notificationStrings.title} />
      <main className={styles.page}>
        {notifications.isPending ? (
          <Skeleton height={96} count={2} />
        ) : notifications.isError ? (
          <ErrorState onRetry={() => void notifications.refetch()} />
        ) : notifications.data.length === 0 ? (
          <EmptyState title={notificationStrings.empty} />
        ) : (
          <NotificationList notifications={notifications.data} />
        )}
      </main>
    </>
  )
}
