import { Header } from '../../components/header'
import { EmptyState, ErrorState, Skeleton } from '../../components/states'
import { NotificationList } from '../../features/notifications/components/notification-list'
import { useNotifications } from '../../features/notifications/api/get-notifications'
import { notificationStrings } from '../../features/notifications/strings'
import { useSession } from '../../lib/session'
import { ChannelSwitches } from '../../features/notify-preferences/components/channel-switches'
import { useLeadNotificationPreferences, useSaveLeadNotificationPreferences } from '../../features/notify-preferences/api/lead-preferences'
import { channelStrings } from '../../features/notify-preferences/strings'
import { PushOffer } from '../../features/push/components/push-offer'
import styles from './help.module.css'
import { useStrings } from '../../lib/i18n'

export function NotificationsScreen() {
  const notificationText = useStrings(notificationStrings)
  const session = useSession()
  const notifications = useNotifications(session?.leadId ?? null)
  return (
    <>
      <Header back menu title={notificationText.title} />
      <main className={styles.page}>
        {notifications.isPending ? (
          <Skeleton height={96} count={2} />
        ) : notifications.isError ? (
          <ErrorState onRetry={() => void notifications.refetch()} />
        ) : notifications.data.length === 0 ? (
          <EmptyState title={notificationText.empty} />
        ) : (
          <NotificationList notifications={notifications.data} />
        )}
        {session && <LeadChannels leadId={session.leadId} />}
      </main>
    </>
  )
}

function LeadChannels({ leadId }: { leadId: number }) {
  const text = useStrings(channelStrings)
  const preferences = useLeadNotificationPreferences(leadId)
  const save = useSaveLeadNotificationPreferences(leadId)
  return <ChannelSwitches preferences={preferences} save={save} text={text} pushOnThisDevice={<PushOffer audience={{ kind: 'tenant', leadId }} inSettings />} />
}
