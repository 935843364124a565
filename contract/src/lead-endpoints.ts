import type { Endpoint } from './endpoint.ts'
import { LoginBody, LoginReply, LogoutBody, VerifyOtpBody, VerifyOtpReply } from './auth.ts'
import { LogoutReply, UpdateLeadProfileBody, UpdateLeadProfileReply, ViewLeadProfileBody, ViewLeadProfileReply } from './leads.ts'

// Sign-in and the tenant's own profile.
// Part of the endpoint table (endpoints.ts re-exports it); the web imports this module, not the whole table.

export const login = { method: 'POST', path: '/api/leads/v1/login', operationId: 'login', access: 'public', tag: 'sign-in', body: LoginBody, reply: LoginReply } as const satisfies Endpoint
export const verifyOtp = { method: 'POST', path: '/api/leads/v1/verify-otp', operationId: 'verifyOtp', access: 'public', tag: 'sign-in', body: VerifyOtpBody, reply: VerifyOtpReply } as const satisfies Endpoint
export const logout = { method: 'POST', path: '/api/leads/v1/logout', operationId: 'logout', access: 'lead', tag: 'sign-in', body: LogoutBody, reply: LogoutReply } as const satisfies Endpoint
export const viewLeadProfile = { method: 'POST', path: '/api/leads/v1/view-lead-profile', operationId: 'viewLeadProfile', access: 'lead', tag: 'profile', body: ViewLeadProfileBody, reply: ViewLeadProfileReply } as const satisfies Endpoint
// the spec never showed this call's method: POST, PUT and PATCH all update
export const updateLeadProfile = { method: 'POST', alsoMethods: ['PUT', 'PATCH'], path: '/api/leads/v1/update-lead-profile', operationId: 'updateLeadProfile', access: 'lead', tag: 'profile', body: UpdateLeadProfileBody, reply: UpdateLeadProfileReply } as const satisfies Endpoint
