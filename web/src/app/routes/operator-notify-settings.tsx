import { ChannelSwitches } from '../../features/notify-preferences/components/channel-switches'
import { useOperatorNotificationPreferences, useSaveOperatorNotificationPreferences } from '../../features/notify-preferences/api/operator-preferences'
import { operatorChannelStrings } from '../../features/operator-notify/strings'
import { consoleNavStrings } from '../../features/operator-auth/strings'
import { PushOffer } from '../../features/push/components/push-offer'
import styles from './operator.module.css'

/** Notifications: how the operator hears of new bookings, visit requests and messages away from the console. */
export function OperatorNotifySettingsScreen() {
  const preferences = useOperatorNotificationPreferences()
  const save = useSaveOperatorNotificationPreferences()
  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{consoleNavStrings.notifications}</h1>
      </div>
      <ChannelSwitches preferences={preferences} save={save} text={operatorChannelStrings} pushOnThisDevice={<PushOffer audience={{ kind: 'operator' }} inSettings />} />
    </>
  )
}
