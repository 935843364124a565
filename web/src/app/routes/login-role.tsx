import { Link, useSearchParams } from 'react-router'
import { buttonClass } from '../../components/button'
import { Header, HeaderSkip } from '../../components/header'
import { Icon } from '../../components/icon'
import { AuthScreen } from '../../features/auth/components/auth-screen'
import { withNext } from '../../features/auth/post-sign-in'
import { SessionEndedNote } from '../../features/auth/components/session-ended-note'
import { authStrings } from '../../features/auth/strings'
import styles from './login.module.css'
import { useStrings } from '../../lib/i18n'

/** onbording1: tenants sign in; owners go to the web console (there is no owner app). */
export function LoginRoleScreen() {
  const authText = useStrings(authStrings)
  const [params] = useSearchParams()
  const next = params.get('next')
  return (
    <>
      <Header back logo actions={<HeaderSkip />} />
      <AuthScreen title={authText.roleTitle} body={authText.roleBody} hero="/media/banners/trusted-ncr.webp">
        <div className={styles.choices}>
          <SessionEndedNote />
          <Link to={withNext('/login/phone', next)} className={buttonClass('primary', true)}>
            <Icon name="user" size={20} />
            {authText.rentAsTenant}
          </Link>
          <Link to="/operator/sign-in" className={buttonClass('outline', true)}>
            <Icon name="home" size={20} />
            {authText.rentAsOwner}
          </Link>
          <p className={styles.note}>{authText.ownerHint}</p>
        </div>
      </AuthScreen>
    </>
  )
}
