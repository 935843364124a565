import { desc, eq } from 'drizzle-orm'
import { OTP_MAX_TRIES, OTP_TTL_SECONDS } from '@basera/contract/constants'
import { messages } from '@basera/contract/messages'
import type { LoginReply } from '@basera/contract/auth'
import type { AppContext } from '../../context.ts'
import { otpChallenges } from '../../db/schema.ts'
import { randomOtp, safeEqualHex, sha256 } from '../../lib/crypto.ts'
import { maskPhone } from '../../lib/mask.ts'
import { AppError } from '../../lib/errors.ts'
import { findOrCreateLead } from './profile-service.ts'
import { createSession } from './session-service.ts'

const codeHash = (pepper: string, phone: string, code: string) => sha256(`${pepper}:${phone}:${code}`)

const otpSmsText = (code: string) =>
  `${code} is your Basera sign-in code. It expires in ${OTP_TTL_SECONDS / 60} minutes. Do not share it with anyone.`

/** Sends a new code unless one went to this phone less than OTP_RESEND_SECONDS ago. */
async function requestOtp(ctx: AppContext, phone: string): Promise<{ code: string; resendAfter: number }> {
  const resendAfter = ctx.config.otpResendSeconds
  const wait = await ctx.throttle.take(`otp:${phone}`, resendAfter)
  if (wait > 0) throw new AppError(429, messages.otpResendTooSoon, { resend_after_seconds: wait })
  const code = randomOtp()
  const now = ctx.now()
  await ctx.db.insert(otpChallenges).values({
    phoneNumber: phone,
    codeHash: codeHash(ctx.config.otpPepper, phone, code),
    expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
    createdAt: now,
  })
  try {
    await ctx.sms.send(phone, otpSmsText(code))
  } catch (error) {
    await ctx.throttle.release(`otp:${phone}`)
    ctx.log.error({ err: error, phone: maskPhone(phone) }, 'sending the OTP failed')
    throw new AppError(503, messages.smsFailed)
  }
  return { code, resendAfter }
}

/** The sign-in call's answer; shared by POST /login and the generic service call's LOGIN. */
export async function startSignIn(ctx: AppContext, phoneNumber: string): Promise<LoginReply> {
  const { code, resendAfter } = await requestOtp(ctx, phoneNumber)
  return {
    success: true,
    phoneNumber,
    message: messages.otpSent,
    resend_after_seconds: resendAfter,
    // the code travels in the answer only on a development server, never in production
    ...(ctx.config.isDevelopment ? { otp: code } : {}),
  }
}

type Check = { ok: true; leadId: number; token: string } | { ok: false; message: string }

/**
 * Checks the newest code sent to this phone. A wrong code counts a try (kept even though the call
 * fails); the 5th wrong try kills the code; the right code is used once.
 */
export async function verifyOtp(ctx: AppContext, phone: string, code: string): Promise<{ leadId: number; token: string }> {
  const now = ctx.now()
  const result = await ctx.db.transaction(async (tx): Promise<Check> => {
    const rows = await tx
      .select()
      .from(otpChallenges)
      .where(eq(otpChallenges.phoneNumber, phone))
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
    const leadId = await findOrCreateLead(tx, phone)
    const token = await createSession(tx, leadId, now)
    return { ok: true, leadId, token }
  })
  if (!result.ok) throw new AppError(400, result.message)
  return result
}
