import { useEffect } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import type { LoginReply } from '@basera/contract/auth'
import { Header } from '../../components/header'
import { clearAllStorage } from '../../lib/session'
import { AuthScreen } from '../../features/auth/components/auth-screen'
import { PhoneForm } from '../../features/auth/components/phone-form'
import { withNext } from '../../features/auth/post-sign-in'
import { authStrings } from '../../features/auth/strings'
import { useStrings } from '../../lib/i18n'

interface VerifyState {
  devCode?: string
  resendAfterSeconds: number
}

/** onbording3: entering the mobile number starts afresh (spec 4); `next` lives in the URL, so it stays. */
export function LoginPhoneScreen() {
  const authText = useStrings(authStrings)
  const [params] = useSearchParams()
  const next = params.get('next')
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  useEffect(() => {
    clearAllStorage()
    queryClient.clear()
  }, [queryClient])

  const onSent = (phoneNumber: string, reply: LoginReply) => {
    const state: VerifyState = { devCode: reply.otp, resendAfterSeconds: reply.resend_after_seconds }
    void navigate(withNext('/login/verify', next, { phone: phoneNumber }), { state })
  }

  return (
    <>
      <Header back logoInPage />
      <AuthScreen
        title={authText.phoneTitle}
        body={authText.phoneBody}
        footer={
          <>
            {authText.termsPrefix}
            <Link to="/terms">{authText.termsLink}</Link>
            {authText.termsAnd}
            <Link to="/privacy">{authText.privacyLink}</Link>
            {authText.termsEnd}
          </>
        }
      >
        <PhoneForm onSent={onSent} />
      </AuthScreen>
    </>
  )
}
