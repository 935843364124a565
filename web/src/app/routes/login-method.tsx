import { Link, useSearchParams } from 'react-router'
import { buttonClass } from '../../components/button'
import { Header } from '../../components/header'
import { Icon } from '../../components/icon'
import { AuthScreen } from '../../features/auth/components/auth-screen'
import { withNext } from '../../features/auth/post-sign-in'
import { authStrings } from '../../features/auth/strings'
import styles from './login.module.css'
import { useStrings } from '../../lib/i18n'

/** onbording2: both ways lead to the mobile number (we say so honestly under Google). */
export function LoginMethodScreen() {
  const authText = useStrings(authStrings)
  const [params] = useSearchParams()
  const to = withNext('/login/phone', params.get('next'))
  return (
    <>
      <Header back logoInPage />
      <AuthScreen title={authText.methodTitle} body={authText.methodBody}>
        <div className={styles.choices}>
          <Link to={to} className={buttonClass('primary', true)}>
            <Icon name="phone" size={20} />
            {authText.continueMobile}
          </Link>
          <Link to={to} className={buttonClass('outline', true)} aria-describedby="google-note">
            <Icon name="mail" size={20} />
            {authText.continueGoogle}
          </Link>
          <p id="google-note" className={styles.note}>
            {authText.googleNote}
          </p>
        </div>
      </AuthScreen>
    </>
  )
}
