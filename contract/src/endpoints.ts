import type { Endpoint } from './endpoint.ts'
import { LoginBody, LoginReply, LogoutBody, VerifyOtpBody, VerifyOtpReply } from './auth.ts'
import { LogoutReply } from './leads.ts'

// The one table of the API: every call's method, path, schemas and who may call it. The server
// registers its routes from these entries (server/src/lib/endpoint-route.ts), the web calls them
// through callApi (web/src/lib/api-client.ts), tests use them too. One line per call; each entry is
// a plain object literal so a web bundle keeps only the calls it makes.

// ---- Tenant app ---------------------------------------------------------------------------
export const login = { method: 'POST', path: '/api/leads/v1/login', operationId: 'login', access: 'public', tag: 'sign-in', body: LoginBody, reply: LoginReply } as const satisfies Endpoint
export const verifyOtp = { method: 'POST', path: '/api/leads/v1/verify-otp', operationId: 'verifyOtp', access: 'public', tag: 'sign-in', body: VerifyOtpBody, reply: VerifyOtpReply } as const satisfies Endpoint
export const logout = { method: 'POST', path: '/api/leads/v1/logout', operationId: 'logout', access: 'lead', tag: 'sign-in', body: LogoutBody, reply: LogoutReply } as const satisfies Endpoint

// ---- Operator console ---------------------------------------------------------------------

// ---- Development only ---------------------------------------------------------------------
