import { endpointPath, type Access, type BodyIn, type Endpoint, type Method, type ParamsIn, type QueryIn, type ReplyOut } from '@basera/contract/endpoint'
import { messages } from '@basera/contract/messages'
import { getLanguage, localMessage, stringsIn } from './i18n'
import { endSessionByServer, getSession } from './session'
import { libStrings } from './strings'

/** An error reply of the API, carrying the server's message (shown to the user as is). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The reply's other fields (a 409's `confirm`, a named `field`), for the screen that asked. */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }

  /** The form field the reply is about, when it names one (`field`, or the field a `confirm` asks about). */
  get field(): string | undefined {
    const { field, confirm } = this.details
    if (typeof field === 'string') return field
    if (confirm && typeof confirm === 'object' && 'field' in confirm && typeof confirm.field === 'string') return confirm.field
    return undefined
  }
}

const TIMEOUT_MS = 15_000

/** How a request reaches the API: the browser's fetch, or the server's own routes when it renders a page. */
type Transport = (path: string, init: RequestInit) => Promise<Response>
let transport: Transport = (path, init) => fetch(path, init)

/** On the server, a page's data comes from the server's own routes, not over the network. */
export const setApiTransport = (serverTransport: Transport) => (transport = serverTransport)

/** The operator console's sign-in: its token, and what ends when the server refuses it. */
export interface OperatorAuth {
  token: () => string | null
  expired: () => void
}
// none until the console loads (lib/operator-session installs it), like the Hindi switcher: the tenant's first
// load carries no operator code, and an operator call never carries the tenant's token (nor a tenant call the operator's)
let operatorAuth: OperatorAuth | null = null
export const installOperatorAuth = (auth: OperatorAuth) => (operatorAuth = auth)

/** The bearer token of a call: the console's for operator calls, the tenant's for the rest. */
export const tokenFor = (access: Access) => (access === 'operator' ? operatorAuth?.token() : getSession()?.accessToken) ?? null

/** An error reply as the user reads it; a 401 ends that caller's session only (the console's or the tenant's). */
export function apiError(access: Access, status: number, payload: unknown): ApiError {
  if (status === 401) {
    if (access === 'operator') operatorAuth?.expired()
    else if (getSession()) endSessionByServer()
  }
  const details = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : {}
  return new ApiError(status, localMessage(messageOf(payload) ?? messages.somethingWentWrong), details)
}

/**
 * The one way to call the API: JSON in and out, bearer token by who may call, a timeout (the
 * spec's client had none), error replies turned into ApiError. A 401 ends the session.
 */
async function request<Reply>(access: Access, method: Method, path: string, body?: unknown): Promise<Reply> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  const token = tokenFor(access)
  if (token) headers.Authorization = `Bearer ${token}`

  let response: Response
  try {
    response = await transport(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch {
    // offline: say the action needs the network (the form keeps what was typed); else a plain network fault
    throw new ApiError(0, localMessage(typeof navigator !== 'undefined' && !navigator.onLine ? stringsIn(libStrings, getLanguage()).needsNetwork : messages.somethingWentWrongTryAgain))
  }

  const payload: unknown = await response.json().catch(() => null)
  if (!response.ok) throw apiError(access, response.status, payload)
  return withLocalMessage(payload) as Reply
}

/** What a call of `E` sends: only the parts its endpoint has. */
export type CallInput<E extends Endpoint> = (E['body'] extends object ? { body: BodyIn<E> } : { body?: never }) &
  (E['params'] extends object ? { params: ParamsIn<E> } : { params?: never }) &
  (E['query'] extends object ? { query: QueryIn<E> } : { query?: never })

/** The call's path: its parameters filled in, its query appended. */
function pathOf<E extends Endpoint>(endpoint: E, input: CallInput<E>): string {
  const params = input.params as Record<string, string | number> | undefined
  const query = input.query as Record<string, string | number | boolean | undefined> | undefined
  let path = endpointPath(endpoint, params)
  if (query) {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value))
    if (search.size) path += `?${search.toString()}`
  }
  return path
}

/** Calls one endpoint of the contract's table; the reply is typed by the endpoint's reply schema. */
export function callApi<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<ReplyOut<E>> {
  return request<ReplyOut<E>>(endpoint.access, endpoint.method, pathOf(endpoint, input), input.body)
}

/**
 * Calls an endpoint that answers a file (a rent receipt's PDF, a month's dues as CSV), not JSON: the file as a Blob;
 * an error reply becomes an ApiError like any call's.
 */
export async function callApiForFile<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<Blob> {
  const headers: Record<string, string> = {}
  if (input.body !== undefined) headers['Content-Type'] = 'application/json'
  const token = tokenFor(endpoint.access)
  if (token) headers.Authorization = `Bearer ${token}`
  let response: Response
  try {
    response = await transport(pathOf(endpoint, input), {
      method: endpoint.method, headers, body: input.body === undefined ? undefined : JSON.stringify(input.body), signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch {
    throw new ApiError(0, localMessage(messages.somethingWentWrongTryAgain))
  }
  if (!response.ok) throw apiError(endpoint.access, response.status, await response.json().catch(() => null))
  return response.blob()
}

/** A reply's `message` (a contract text in English) in the reader's language. */
function withLocalMessage(payload: unknown): unknown {
  const message = messageOf(payload)
  return message === null ? payload : { ...(payload as object), message: localMessage(message) }
}

function messageOf(payload: unknown): string | null {
  if (payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string') {
    return payload.message
  }
  return null
}

/**
 * The one way a failure becomes text for the user: the server's own message when it gave one; `fallback` when it
 * answered without one (a bare 500); when no answer came (offline, timeout), `network` or else the client's own
 * text for it (offline: the action needs the network).
 */
export function getErrorMessage(error: unknown, fallback: string = messages.somethingWentWrong, network?: string): string {
  if (!(error instanceof ApiError)) return network ?? fallback
  if (error.status === 0) return network ?? error.message
  return error.message && error.message !== localMessage(messages.somethingWentWrong) ? error.message : fallback
}
