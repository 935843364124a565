import type { Redis } from 'ioredis'
import { messages } from '@basera/contract/messages'
import type { Clock } from './clock.ts'
import { AppError } from './errors.ts'

/**
 * "May this key act again yet?" Shared through Redis when configured (several server instances),
 * else in this process. `take` claims the key for `seconds` and answers 0, or answers the seconds left.
 */
export interface ThrottleStore {
  take(key: string, seconds: number): Promise<number>
  release(key: string): Promise<void>
}

export class MemoryThrottle implements ThrottleStore {
  private readonly until = new Map<string, number>()
  constructor(private readonly now: Clock) {}

  async take(key: string, seconds: number): Promise<number> {
    const now = this.now().getTime()
    const until = this.until.get(key)
    if (until !== undefined && until > now) return Math.ceil((until - now) / 1000)
    if (this.until.size > 50_000) for (const [k, t] of this.until) if (t <= now) this.until.delete(k)
    this.until.set(key, now + seconds * 1000)
    return 0
  }

  async release(key: string): Promise<void> {
    this.until.delete(key)
  }
}

export class RedisThrottle implements ThrottleStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'basera:throttle:',
  ) {}

  async take(key: string, seconds: number): Promise<number> {
    if (seconds <= 0) return 0
    try {
      const ok = await this.redis.set(this.prefix + key, '1', 'EX', seconds, 'NX')
      if (ok === 'OK') return 0
      const ttl = await this.redis.ttl(this.prefix + key)
      return Math.max(1, ttl)
    } catch {
      // fail closed: without the shared throttle anyone could make us send SMS in a loop
      throw new AppError(503, messages.serviceUnavailable)
    }
  }

  async release(key: string): Promise<void> {
    await this.redis.del(this.prefix + key).catch(() => undefined)
  }
}
