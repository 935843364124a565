import { useMutation } from '@tanstack/react-query'
import type { LoginBody, LoginReply } from '@basera/contract/auth'
import { login as loginEndpoint } from '@basera/contract/endpoints'
import { callApi } from '../../../lib/api-client'

function login(body: LoginBody): Promise<LoginReply> {
  return callApi(loginEndpoint, { body })
}

/** Sends a one-time code to the number (also used by 'Resend OTP'). */
export function useLogin() {
  return useMutation({ mutationFn: login })
}
