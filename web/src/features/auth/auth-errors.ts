import { messages } from '@basera/contract/messages'
import { ApiError } from '../../lib/api-client'

/** Spec section 8: the server's message, else the step's fallback; a network failure has its own text. */
export function signInErrorMessage(error: unknown, fallback: string, networkMessage: string = fallback): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return networkMessage
    if (error.message && error.message !== messages.somethingWentWrong) return error.message
    return fallback
  }
  return networkMessage
}
