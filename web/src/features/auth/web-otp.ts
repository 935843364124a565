import { useEffect, useRef } from 'react'
import { OTP_DIGITS } from '@basera/contract/constants'

// WebOTP is not in TypeScript's DOM types yet
interface OtpCredential extends Credential {
  code: string
}
type OtpRequest = CredentialRequestOptions & { otp: { transport: ['sms'] } }

const isOtpCredential = (credential: Credential | null): credential is OtpCredential =>
  credential !== null && 'code' in credential && typeof credential.code === 'string'

/**
 * Where the phone's browser has WebOTP (Chrome on Android), it offers the code of the SMS that ends
 * with '@<host> #<code>'; the code fills the boxes. Elsewhere nothing happens: typing, paste and
 * the keyboard's one-time-code suggestion still work.
 */
export function useWebOtp(onCode: (code: string) => void) {
  const latest = useRef(onCode)
  useEffect(() => {
    latest.current = onCode
  })
  useEffect(() => {
    if (!('OTPCredential' in window)) return
    const abort = new AbortController()
    const request: OtpRequest = { otp: { transport: ['sms'] }, signal: abort.signal }
    navigator.credentials
      .get(request)
      .then((credential) => {
        if (isOtpCredential(credential) && new RegExp(`^\\d{${OTP_DIGITS}}$`).test(credential.code)) latest.current(credential.code)
      })
      .catch(() => undefined)
    return () => abort.abort()
  }, [])
}
