import { endpointPath, type BodyIn, type Endpoint, type Method, type ParamsIn, type QueryIn, type ReplyOut } from '@basera/contract/endpoint'
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
async function request<Reply>(method: Method, path: string, body?: unknown): Promise<Reply> {
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

/** What a call of `E` sends: only the parts its endpoint has. */
export type CallInput<E extends Endpoint> = (E['body'] extends object ? { body: BodyIn<E> } : { body?: never }) &
  (E['params'] extends object ? { params: ParamsIn<E> } : { params?: never }) &
  (E['query'] extends object ? { query: QueryIn<E> } : { query?: never })

/** Calls one endpoint of the contract's table; the reply is typed by the endpoint's reply schema. */
export function callApi<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<ReplyOut<E>> {
  const params = input.params as Record<string, string | number> | undefined
  const query = input.query as Record<string, string | number | boolean | undefined> | undefined
  let path = endpointPath(endpoint, params)
  if (query) {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value))
    if (search.size) path += `?${search.toString()}`
  }
  return request<ReplyOut<E>>(endpoint.method, path, input.body)
}

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
