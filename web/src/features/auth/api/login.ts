import { useMutation } from '@tanstack/react-query'
import type { LoginBody, LoginReply } from '@basera/contract/auth'
import { apiPost } from '../../../lib/api-client'

export function login(body: LoginBody): Promise<LoginReply> {
  return apiPost<LoginReply>('/api/leads/v1/login', body)
}

/** Sends a one-time code to the number (also used by 'Resend OTP'). */
export function useLogin() {
  return useMutation({ mutationFn: login })
}
