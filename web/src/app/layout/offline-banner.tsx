import { componentStrings } from '../../components/strings'
import styles from './offline-banner.module.css'

/** Shown while the phone is offline: pages opened before still read, writes wait for the network. */
export function OfflineBanner() {
  return (
    <div className={styles.banner} role="status">
      <strong>{componentStrings.offline}</strong>
      <span>{componentStrings.offlineHint}</span>
    </div>
  )
}
