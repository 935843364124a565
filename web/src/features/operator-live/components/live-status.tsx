import { useConsoleLive } from '../../../lib/console-live'
import { consoleLiveStrings } from '../strings'
import styles from './live-status.module.css'

/** Whether the console's lists update as things happen, or by polling (the stream is down). */
export function LiveStatus() {
  const live = useConsoleLive()
  return (
    <span className={live ? styles.live : styles.polling} title={live ? consoleLiveStrings.liveHint : consoleLiveStrings.pollingHint}>
      <span className={styles.dot} aria-hidden="true" />
      {live ? consoleLiveStrings.live : consoleLiveStrings.polling}
    </span>
  )
}
