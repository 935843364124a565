import { createHmac, timingSafeEqual } from 'node:crypto'

/** HMAC-SHA256 of `data` with `secret`, in hex: how Razorpay signs webhooks (the raw body) and checkouts (`order_id|payment_id`). */
export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex')
}

/** Whether `signature` is the HMAC of `data`, compared in constant time (a wrong guess says nothing of the right one). */
export function hmacMatches(secret: string, data: string | Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false
  return timingSafeEqual(Buffer.from(hmacHex(secret, data), 'hex'), Buffer.from(signature.toLowerCase(), 'hex'))
}
