import { messages } from '@basera/contract/messages'
import { ApiError } from '../../lib/api-client'

/** A refusal from the server (4xx/5xx with a message), as opposed to no answer at all. */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError && error.status > 0 && error.message !== messages.somethingWentWrong ? error.message : null
}

export function isServerRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status > 0
}
