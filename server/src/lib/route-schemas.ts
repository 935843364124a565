import { z } from 'zod'
import { ErrorReply } from '@basera/contract/common'

// Error replies every route may give, for the OpenAPI document (the error plugin shapes them).
export const publicErrors = { 400: ErrorReply, 404: ErrorReply, 429: ErrorReply, 503: ErrorReply } as const
export const leadErrors = { ...publicErrors, 401: ErrorReply, 403: ErrorReply, 409: ErrorReply } as const
export const ThrottledReply = ErrorReply.extend({ resend_after_seconds: z.number().int().optional() })
