import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import type { LoginReply } from '@basera/contract/auth'
import { OTP_RESEND_SECONDS } from '@basera/contract/constants'
import type { OperatorVerifyOtpReply } from '@basera/contract/operator'
import { PhoneForm } from '../../features/auth/components/phone-form'
import { VerifyForm } from '../../features/auth/components/verify-form'
import { checkOperatorCode, sendOperatorCode } from '../../features/operator-auth/api/operator-sign-in'
import { operatorAuthStrings as t } from '../../features/operator-auth/strings'
import { saveOperatorSession } from '../../lib/operator-session'
import styles from './operator.module.css'

/** Only a path inside the console: `next` comes from the URL, so it may not send anyone elsewhere. */
function consolePath(next: string | null): string {
  return next?.startsWith('/operator') && !next.startsWith('/operator/sign-in') ? next : '/operator'
}

function withNext(path: string, next: string | null, extra: Record<string, string> = {}) {
  const params = new URLSearchParams(extra)
  if (next) params.set('next', next)
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

function SignInFrame({ title, body, children }: { title: string; body: string; children: React.ReactNode }) {
  return (
    <main className={styles.signIn}>
      <img src="/media/logo.svg" alt="Basera" width={120} height={32} />
      <div className={styles.signInCard}>
        <p className={styles.muted}>{t.consoleName}</p>
        <h1>{title}</h1>
        <p>{body}</p>
        {children}
      </div>
      <Link to="/home" className={styles.back}>
        {t.tenantLink}
      </Link>
    </main>
  )
}

/** The console's sign-in, step 1: the invited number (same form and rules as the tenant's). */
export function OperatorPhoneScreen() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const next = params.get('next')
  const onSent = (phone: string, reply: LoginReply) => {
    void navigate(withNext('/operator/sign-in/verify', next, { phone }), { state: { devCode: reply.otp, resendAfterSeconds: reply.resend_after_seconds } })
  }
  return (
    <SignInFrame title={t.phoneTitle} body={t.phoneBody}>
      <PhoneForm onSent={onSent} send={sendOperatorCode} />
    </SignInFrame>
  )
}

function readState(state: unknown): { devCode?: string; resendAfterSeconds: number } {
  if (typeof state !== 'object' || state === null) return { resendAfterSeconds: OTP_RESEND_SECONDS }
  const devCode = 'devCode' in state && typeof state.devCode === 'string' ? state.devCode : undefined
  const resend = 'resendAfterSeconds' in state && typeof state.resendAfterSeconds === 'number' ? state.resendAfterSeconds : OTP_RESEND_SECONDS
  return { devCode, resendAfterSeconds: resend }
}

/** Step 2: the code; the console's own session is saved (the tenant's, if any, stays as it was). */
export function OperatorVerifyScreen() {
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const phone = params.get('phone') ?? ''
  const next = params.get('next')
  const { devCode, resendAfterSeconds } = readState(location.state)
  const validPhone = /^\d{10}$/.test(phone)

  const onVerified = (reply: OperatorVerifyOtpReply) => {
    saveOperatorSession({ accessToken: reply.accessToken, operatorId: reply.operator_id, role: reply.role, name: reply.name, phone: reply.phoneNumber })
    void navigate(consolePath(next), { replace: true })
  }

  return (
    <SignInFrame title={t.verifyTitle} body={validPhone ? t.verifyBody(phone) : t.missingPhone}>
      {validPhone && (
        <VerifyForm phoneNumber={phone} devCode={devCode} resendAfterSeconds={resendAfterSeconds} onVerified={onVerified} check={checkOperatorCode} send={sendOperatorCode} />
      )}
      <Link to={withNext('/operator/sign-in', next)} className={styles.back}>
        {t.changeNumber}
      </Link>
    </SignInFrame>
  )
}
