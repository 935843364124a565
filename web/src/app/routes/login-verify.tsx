import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import type { VerifyOtpReply } from '@basera/contract/auth'
import { OTP_RESEND_SECONDS } from '@basera/contract/constants'
import { Header } from '../../components/header'
import { saveSession } from '../../lib/session'
import { AuthScreen } from '../../features/auth/components/auth-screen'
import { VerifyForm } from '../../features/auth/components/verify-form'
import { verifyLeadOtp } from '../../features/auth/api/verify-otp'
import { stepAfterSignIn, withNext, type SignInStep } from '../../features/auth/post-sign-in'
import { authStrings } from '../../features/auth/strings'
import { profileKeys } from '../../features/profile/api/view-lead-profile'
import { useUpdateLeadProfile } from '../../features/profile/api/update-lead-profile'
import { readPrefs } from '../../features/search/prefs'
import { savePrefsFromProfile, visitorChoices } from '../../features/search/save-prefs'
import { searchPath } from '@basera/contract/search-link'
import { useStrings, getLanguage } from '../../lib/i18n'
import { followProfileLanguage } from '../save-profile-language'
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
  const authText = useStrings(authStrings)
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const updateProfile = useUpdateLeadProfile()
  const phone = params.get('phone') ?? ''
  const next = params.get('next')
  const { devCode, resendAfterSeconds } = readState(location.state)

  const onVerified = (reply: VerifyOtpReply) => {
    saveSession({ accessToken: reply.accessToken, leadId: reply.lead_profile_id })
    // a search chosen before sign-in is the newest wish: it goes to the profile instead of the other way round
    const chosen = readPrefs()
    const choices = visitorChoices(chosen)
    let profile = reply.full_profile
    if (choices) {
      profile = { ...profile, ...choices, pref_locality_name: chosen.localities[0]?.locality_name ?? profile.pref_locality_name }
      updateProfile.mutate(choices)
    } else {
      savePrefsFromProfile(profile)
    }
    queryClient.setQueryData(profileKeys.detail(reply.lead_profile_id), profile)
    void navigate(pathOf(stepAfterSignIn(profile, next)), { replace: true })
    followProfileLanguage(reply.full_profile, getLanguage())
  }

  const validPhone = /^\d{10}$/.test(phone)
  return (
    <>
      <Header back logoInPage />
      <AuthScreen title={authText.verifyTitle} body={validPhone ? authText.verifyBody(phone) : authText.missingPhone}>
        {validPhone && <VerifyForm phoneNumber={phone} devCode={devCode} resendAfterSeconds={resendAfterSeconds} onVerified={onVerified} check={verifyLeadOtp} />}
        <Link to={withNext('/login/phone', next)} className={styles.change}>
          {authText.changeNumber}
        </Link>
      </AuthScreen>
    </>
  )
}
