import { useMutation } from '@tanstack/react-query'
import type { VerifyOtpBody, VerifyOtpReply } from '@basera/contract/auth'
import { verifyOtp as verifyOtpEndpoint } from '@basera/contract/endpoints'
import { callApi } from '../../../lib/api-client'

/** Verifies the digits the user typed (never a code from the login answer). */
function verifyOtp(body: VerifyOtpBody): Promise<VerifyOtpReply> {
  return callApi(verifyOtpEndpoint, { body })
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp })
}
