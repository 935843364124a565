import { Link, useSearchParams } from 'react-router'
import { buttonClass } from '../../components/button'
import { Header } from '../../components/header'
import { Icon } from '../../components/icon'
import { AuthScreen } from '../../features/auth/components/auth-screen'
import { withNext } from '../../features/auth/post-sign-in'
import { authStrings } from '../../features/auth/strings'
import styles from './login.module.css'

/** onbording2: both ways lead to the mobile number (we say so honestly under Google). */
export function LoginMethodScreen() {
  const [params] = useSearchParams()
  const to = withNext('/login/phone', params.get('next'))
  return (
    <>
      <Header back logoInPage />
      <AuthScreen title={authStrings.methodTitle} body={authStrings.methodBody}>
        <div className={styles.choices}>
          <Link to={to} className={buttonClass('primary', true)}>
            <Icon name="phone" size={20} />
            {authStrings.continueMobile}
          </Link>
          <Link to={to} className={buttonClass('outline', true)} aria-describedby="google-note">
            <Icon name="mail" size={20} />
            {authStrings.continueGoogle}
          </Link>
          <p id="google-note" className={styles.note}>
            {authStrings.googleNote}
          </p>
        </div>
      </AuthScreen>
    </>
  )
}
