import { messages } from '@basera/contract/messages'
import { clearAllStorage, getSession } from './session'

/** An error reply of the API, carrying the server's message (shown to the user as is). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

const TIMEOUT_MS = 15_000

/**
 * The one way to call the API: JSON in and out, bearer token from the session, a timeout (the
 * spec's client had none), error replies turned into ApiError. A 401 ends the session.
 */
export async function apiRequest<Reply>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<Reply> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const session = getSession()
  if (session) headers.Authorization = `Bearer ${session.accessToken}`

  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch {
    throw new ApiError(0, messages.somethingWentWrongTryAgain)
  }

  const payload: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    if (response.status === 401 && session) clearAllStorage()
    throw new ApiError(response.status, messageOf(payload) ?? messages.somethingWentWrong)
  }
  return payload as Reply
}

export const apiPost = <Reply>(path: string, body: unknown) => apiRequest<Reply>('POST', path, body)

function messageOf(payload: unknown): string | null {
  if (payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string') {
    return payload.message
  }
  return null
}

/** The user-facing text of any thrown value. */
export function getErrorMessage(error: unknown, fallback: string = messages.somethingWentWrong): string {
  return error instanceof ApiError ? error.message : fallback
}
