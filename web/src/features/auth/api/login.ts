import { useMutation } from '@tanstack/react-query'
import type { LoginBody, LoginReply } from '@basera/contract/auth'
import { login as loginEndpoint } from '@basera/contract/lead-endpoints'
import { callApi } from '../../../lib/api-client'

export type SendCode = (body: LoginBody) => Promise<LoginReply>

function login(body: LoginBody): Promise<LoginReply> {
  return callApi(loginEndpoint, { body })
}

/** Sends a one-time code to the number (also used by 'Resend OTP'); the operator console passes its own call. */
export function useLogin(send: SendCode = login) {
  return useMutation({ mutationFn: send })
}
