import { useMutation } from '@tanstack/react-query'
import type { VerifyOtpBody, VerifyOtpReply } from '@basera/contract/auth'
import { apiPost } from '../../../lib/api-client'

/** Verifies the digits the user typed (never a code from the login answer). */
export function verifyOtp(body: VerifyOtpBody): Promise<VerifyOtpReply> {
  return apiPost<VerifyOtpReply>('/api/leads/v1/verify-otp', body)
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp })
}
