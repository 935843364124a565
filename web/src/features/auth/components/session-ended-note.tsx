import { sessionEndedByServer } from '../../../lib/session'
import { authStrings } from '../strings'
import styles from './auth-form.module.css'
import { useStrings } from '../../../lib/i18n'

/** On sign-in after the server refused the old token: say so, rather than a silent sign-out. */
export function SessionEndedNote() {
  const authText = useStrings(authStrings)
  if (!sessionEndedByServer()) return null
  return (
    <p className={styles.sessionEnded} role="status">
      {authText.sessionEnded}
    </p>
  )
}
