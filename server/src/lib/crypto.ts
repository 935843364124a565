import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { OTP_DIGITS } from '@basera/contract/constants'

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** A uniformly random code with leading zeros kept, from the OS's CSPRNG. */
export const randomOtp = () => String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0')

/** 32 random bytes, base64url: the bearer token the client keeps; the server keeps only its hash. */
export const randomToken = () => randomBytes(32).toString('base64url')

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}
