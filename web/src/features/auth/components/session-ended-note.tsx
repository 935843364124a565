import { sessionEndedByServer } from '../../../lib/session'
import { authStrings } from '../strings'
import styles from './auth-form.module.css'

/** On sign-in after the server refused the old token: say so, rather than a silent sign-out. */
export function SessionEndedNote() {
  if (!sessionEndedByServer()) return null
  return (
    <p className={styles.sessionEnded} role="status">
      {authStrings.sessionEnded}
    </p>
  )
}
