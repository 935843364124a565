import { componentStrings } from '../../components/strings'
import styles from './offline-banner.module.css'
import { useStrings } from '../../lib/i18n'

/** Shown while the phone is offline: pages opened before still read, writes wait for the network. */
export function OfflineBanner() {
  const componentText = useStrings(componentStrings)
  return (
    <div className={styles.banner} role="status">
      <strong>{componentText.offline}</strong>
      <span>{componentText.offlineHint}</span>
    </div>
  )
}
