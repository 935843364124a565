import { useMutation } from '@tanstack/react-query'
import type { VerifyOtpBody, VerifyOtpReply } from '@basera/contract/auth'
import { verifyOtp as verifyOtpEndpoint } from '@basera/contract/lead-endpoints'
import { callApi } from '../../../lib/api-client'

/** What a sign-in's verify call answers: the tenant's reply, or the operator console's. */
export interface VerifiedReply {
  success: boolean
  message: string
}
export type CheckCode<R extends VerifiedReply> = (body: VerifyOtpBody) => Promise<R>

/** The tenant's verify: checks the digits the user typed (never a code from the login answer). */
export const verifyLeadOtp: CheckCode<VerifyOtpReply> = (body) => callApi(verifyOtpEndpoint, { body })

export function useVerifyOtp<R extends VerifiedReply>(check: CheckCode<R>) {
  return useMutation({ mutationFn: check })
}
