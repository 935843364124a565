/** 9876543210 → 98xxxxxx10: enough to tell numbers apart in logs, not enough to call anyone. */
export function maskPhone(phone: string): string {
  if (phone.length <= 4) return 'x'.repeat(phone.length)
  return `${phone.slice(0, 2)}${'x'.repeat(phone.length - 4)}${phone.slice(-2)}`
}

/** Masks every 10-digit run in a text (URLs with a phone number in the query string). */
export const maskDigits = (text: string) => text.replace(/\d{10}/g, maskPhone)
