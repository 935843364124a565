import { PHONE_DIGITS } from './constants.ts'

/** An Indian mobile number as the API takes it: 10 digits, the first 6, 7, 8 or 9 (TRAI's mobile series). */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/

/**
 * What a phone field keeps of what was typed or pasted: the 10 digits of the number. The country code
 * ("+91", "0091", "091") and the trunk 0 are taken off and every non-digit dropped BEFORE the length is
 * cut, so "+91 98765 01234" is 9876501234 and never 9198765012. A number typed without a prefix keeps
 * its digits as they come (at most 10), so typing "9198…" digit by digit is not mistaken for a code.
 */
export function normalisePhoneInput(raw: string): string {
  const trimmed = raw.trim()
  let digits = trimmed.replace(/\D/g, '')
  // "+91 …" and "0091 …" are international: what follows is the country code
  const international = trimmed.startsWith('+') || digits.startsWith('00')
  digits = digits.replace(/^0+/, '')
  // "091-98765-01234" has 12 digits left: more than a number, so the 91 is the code
  if (digits.startsWith('91') && (international || digits.length > PHONE_DIGITS)) digits = digits.slice(2)
  // "+91 098765 01234": a trunk 0 after the code; no Indian mobile starts with 0
  digits = digits.replace(/^0+/, '')
  return digits.slice(0, PHONE_DIGITS)
}
