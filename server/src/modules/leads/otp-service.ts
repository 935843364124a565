import { and, desc, eq } from 'drizzle-orm'
import { OTP_MAX_TRIES, OTP_TTL_SECONDS } from '@basera/contract/constants'
import { messages } from '@basera/contract/messages'
import type { LoginReply } from '@basera/contract/auth'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { otpChallenges } from '../../db/schema.ts'
import { randomOtp, safeEqualHex, sha256 } from '../../lib/crypto.ts'
import { maskPhone } from '../../lib/mask.ts'
import { AppError } from '../../lib/errors.ts'
import { findOrCreateLead } from './profile-service.ts'
import { createSession } from './session-service.ts'

const codeHash = (pepper: string, phone: string, code: string) => sha256(`${pepper}:${phone}:${code}`)

/** The code's SMS; with the app's host, its last line lets the phone's browser offer the code (WebOTP's format). */
export const otpSmsText = (code: string, webOtpHost?: string) =>
  `${code} is your Basera sign-in code. It expires in ${OTP_TTL_SECONDS / 60} minutes. Do not share it with anyone.` +
  (webOtpHost ? `\n\n@${webOtpHost} #${code}` : '')

/** Who a code signs in: a tenant (lead) or an operator; each kind has its own codes and resend clock. */
export type OtpPurpose = 'lead' | 'operator'
const throttleKey = (purpose: OtpPurpose, phone: string) => (purpose === 'lead' ? `otp:${phone}` : `otp-${purpose}:${phone}`)

/**
 * Sends a new code unless one went to this phone less than OTP_RESEND_SECONDS ago. With `send`
 * false (an operator login from a number nobody invited) the resend clock still runs but no code
 * exists: the caller answers as if one went.
 */
async function requestOtp(ctx: AppContext, phone: string, purpose: OtpPurpose, send: boolean): Promise<{ code: string | null; resendAfter: number }> {
  const resendAfter = ctx.config.otpResendSeconds
  const key = throttleKey(purpose, phone)
  const wait = await ctx.throttle.take(key, resendAfter)
  if (wait > 0) throw new AppError(429, messages.otpResendTooSoon, { resend_after_seconds: wait })
  if (!send) return { code: null, resendAfter }
  const code = randomOtp()
  const now = ctx.now()
  await ctx.db.insert(otpChallenges).values({
    phoneNumber: phone,
    codeHash: codeHash(ctx.config.otpPepper, phone, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    purpose,
    createdAt: now,
  })
  try {
    await ctx.sms.send(phone, otpSmsText(code, ctx.config.webOtpHost))
  } catch (error) {
    await ctx.throttle.release(key)
    ctx.log.error({ err: error, phone: maskPhone(phone) }, 'sending the OTP failed')
    throw new AppError(503, messages.smsFailed)
  }
  return { code, resendAfter }
}

/** A sign-in call's answer; `send` false sends nothing but answers alike (an uninvited operator number). */
export async function issueSignInCode(ctx: AppContext, phoneNumber: string, purpose: OtpPurpose, send = true): Promise<LoginReply> {
  const { code, resendAfter } = await requestOtp(ctx, phoneNumber, purpose, send)
  return {
    success: true,
    phoneNumber,
    message: messages.otpSent,
    resend_after_seconds: resendAfter,
    // the code travels in the answer only on a development server, never in production
    ...(ctx.config.isDevelopment && code !== null ? { otp: code } : {}),
  }
}

/** The tenant sign-in call's answer; shared by POST /login and the generic service call's LOGIN. */
export const startSignIn = (ctx: AppContext, phoneNumber: string) => issueSignInCode(ctx, phoneNumber, 'lead')

type Check<T> = { ok: true; value: T } | { ok: false; message: string }

/**
 * Checks the newest code of this purpose sent to this phone, and on success runs `signIn` in the
 * same transaction. A wrong code counts a try (kept even though the call fails); the 5th wrong try
 * kills the code; the right code is used once.
 */
export async function verifySignInCode<T>(
  ctx: AppContext, phone: string, code: string, purpose: OtpPurpose, signIn: (tx: Db, now: Date) => Promise<T>,
): Promise<T> {
  const now = ctx.now()
  const result = await ctx.db.transaction(async (tx): Promise<Check<T>> => {
    const rows = await tx
      .select()
      .from(otpChallenges)
      .where(and(eq(otpChallenges.phoneNumber, phone), eq(otpChallenges.purpose, purpose)))
      .orderBy(desc(otpChallenges.createdAt), desc(otpChallenges.id))
      .limit(1)
      .for('update')
    const challenge = rows[0]
    if (!challenge || challenge.consumed) return { ok: false, message: messages.otpVerificationFailed }
    if (challenge.tries >= OTP_MAX_TRIES) return { ok: false, message: messages.otpLocked }
    if (challenge.expiresAt.getTime() <= now.getTime()) return { ok: false, message: messages.otpExpired }
    if (!safeEqualHex(challenge.codeHash, codeHash(ctx.config.otpPepper, phone, code))) {
      await tx.update(otpChallenges).set({ tries: challenge.tries + 1 }).where(eq(otpChallenges.id, challenge.id))
      return { ok: false, message: messages.otpWrong }
    }
    await tx.update(otpChallenges).set({ consumed: true }).where(eq(otpChallenges.id, challenge.id))
    return { ok: true, value: await signIn(tx, now) }
  })
  if (!result.ok) throw new AppError(400, result.message)
  return result.value
}

/** A tenant's sign-in: the lead of this phone (created on first sign-in) and a new session. */
export function verifyOtp(ctx: AppContext, phone: string, code: string): Promise<{ leadId: number; token: string }> {
  return verifySignInCode(ctx, phone, code, 'lead', async (tx, now) => {
    const leadId = await findOrCreateLead(tx, phone)
    return { leadId, token: await createSession(tx, leadId, now) }
  })
}
