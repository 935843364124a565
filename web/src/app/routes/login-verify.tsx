import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import type { VerifyOtpReply } from '@basera/contract/auth'
import { OTP_RESEND_SECONDS } from '@basera/contract/constants'
import { Header } from '../../components/header'
import { saveSession } from '../../lib/session'
import { AuthScreen } from '../../features/auth/components/auth-screen'
import { VerifyForm } from '../../features/auth/components/verify-form'
import { stepAfterSignIn, withNext, type SignInStep } from '../../features/auth/post-sign-in'
import { authStrings } from '../../features/auth/strings'
import { profileKeys } from '../../features/profile/api/view-lead-profile'
import { savePrefsFromProfile } from '../../features/search/prefs'
import { searchPath } from '@basera/contract/search-link'
import styles from './login.module.css'

function pathOf(step: SignInStep): string {
  switch (step.kind) {
    case 'next':
      return step.path
    case 'city':
      return '/city'
    case 'localities':
      return '/localities'
    case 'filters':
      return '/filters'
    case 'search': {
      const { cityId, localityId, gender, min, max } = step.search
      return searchPath({ cityId, localityIds: [localityId], gender, min, max })
    }
  }
}

function readState(state: unknown): { devCode?: string; resendAfterSeconds: number } {
  if (typeof state !== 'object' || state === null) return { resendAfterSeconds: OTP_RESEND_SECONDS }
  const devCode = 'devCode' in state && typeof state.devCode === 'string' ? state.devCode : undefined
  const resend = 'resendAfterSeconds' in state && typeof state.resendAfterSeconds === 'number' ? state.resendAfterSeconds : OTP_RESEND_SECONDS
  return { devCode, resendAfterSeconds: resend }
}

/** onbording4: the typed code is verified; then back to `next` or on by profile completeness. */
export function LoginVerifyScreen() {
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const phone = params.get('phone') ?? ''
  const next = params.get('next')
  const { devCode, resendAfterSeconds } = readState(location.state)

  const onVerified = (reply: VerifyOtpReply) => {
    saveSession({ accessToken: reply.accessToken, leadId: reply.lead_profile_id })
    savePrefsFromProfile(reply.full_profile)
    queryClient.setQueryData(profileKeys.detail(reply.lead_profile_id), reply.full_profile)
    void navigate(pathOf(stepAfterSignIn(reply.full_profile, next)), { replace: true })
  }

  const validPhone = /^\d{10}$/.test(phone)
  return (
    <>
      <Header back />
      <AuthScreen title={authStrings.verifyTitle} body={validPhone ? authStrings.verifyBody(phone) : authStrings.missingPhone}>
        {validPhone && <VerifyForm phoneNumber={phone} devCode={devCode} resendAfterSeconds={resendAfterSeconds} onVerified={onVerified} />}
        <Link to={withNext('/login/phone', next)} className={styles.change}>
          {authStrings.changeNumber}
        </Link>
      </AuthScreen>
    </>
  )
}
