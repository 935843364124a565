import { z } from 'zod'
import { OTP_DIGITS } from './constants.ts'
import { messages } from './messages.ts'
import { PhoneNumber } from './common.ts'
import { LeadProfile } from './leads.ts'

export const LoginBody = z.object({ phoneNumber: PhoneNumber })
export type LoginBody = z.infer<typeof LoginBody>

export const LoginReply = z.object({
  success: z.boolean(),
  /** Only in development mode: the code also goes to the development SMS outbox. */
  otp: z.string().optional(),
  phoneNumber: z.string(),
  message: z.string(),
  /** Seconds until another code may be requested. */
  resend_after_seconds: z.number().int(),
})
export type LoginReply = z.infer<typeof LoginReply>

/** The code as a number or a string; padded to 4 digits because a code may start with 0. */
export const OtpCode = z
  .union([z.number().int().min(0).max(9999).transform((n) => String(n)), z.string().trim().regex(/^\d{1,4}$/, messages.otpAllDigits)])
  .transform((s) => s.padStart(OTP_DIGITS, '0'))

/** The code as a person enters it, box by box: every one of the 4 holds a digit (an empty box is a space). */
export const OtpEntry = z.object({ otp: z.string().regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), messages.otpAllDigits) })
export type OtpEntry = z.infer<typeof OtpEntry>

export const VerifyOtpBody = z.object({ phoneNumber: PhoneNumber, otp: OtpCode })
export type VerifyOtpBody = z.input<typeof VerifyOtpBody>

export const VerifyOtpReply = z.object({
  success: z.boolean(),
  accessToken: z.string(),
  lead_profile_id: z.number().int(),
  phoneNumber: z.string(),
  /** The lead's profile, used to route by completeness after sign-in. */
  full_profile: LeadProfile,
  message: z.string(),
})
export type VerifyOtpReply = z.infer<typeof VerifyOtpReply>

/** Sign out takes no fields (the bearer token says which session ends); an empty object or no body. */
export const LogoutBody = z.object({}).optional()
