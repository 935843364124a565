import { MESSAGES_PER_MINUTE } from '@basera/contract/threads'
import { messages } from '@basera/contract/messages'
import { AppError } from '../../lib/errors.ts'
import type { ThrottleStore } from '../../lib/throttle.ts'

const WINDOW_SECONDS = 60

/**
 * At most MESSAGES_PER_MINUTE messages a minute per sender, on the shared throttle (Redis when configured): each
 * message claims one of that many slots for a minute, and with every slot taken the message is refused (429).
 * Answers a release for a message that then fails, so a refused send costs no slot.
 */
export async function takeSendSlot(throttle: ThrottleStore, sender: string): Promise<() => Promise<void>> {
  for (let slot = 0; slot < MESSAGES_PER_MINUTE; slot++) {
    const key = `message:${sender}:${slot}`
    if ((await throttle.take(key, WINDOW_SECONDS)) === 0) return () => throttle.release(key)
  }
  throw new AppError(429, messages.messagesTooFast)
}
