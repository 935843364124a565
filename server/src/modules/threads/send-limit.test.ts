import { Redis } from 'ioredis'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { messages } from '@basera/contract/messages'
import { MESSAGES_PER_MINUTE } from '@basera/contract/threads'
import { MemoryThrottle, RedisThrottle, type ThrottleStore } from '../../lib/throttle.ts'
import { takeSendSlot } from './send-limit.ts'

// The message limit on either throttle: in the process, and on Redis shared by every instance (TEST_REDIS_URL).

async function expectLimit(throttle: ThrottleStore, sender: string) {
  const releases = []
  for (let n = 0; n < MESSAGES_PER_MINUTE; n++) releases.push(await takeSendSlot(throttle, sender))
  await expect(takeSendSlot(throttle, sender)).rejects.toMatchObject({ status: 429, message: messages.messagesTooFast })
  // another sender has a minute of their own
  await expect(takeSendSlot(throttle, `${sender}-other`)).resolves.toBeTypeOf('function')
  // a message that then failed gives its slot back
  await releases[3]?.()
  await expect(takeSendSlot(throttle, sender)).resolves.toBeTypeOf('function')
  await expect(takeSendSlot(throttle, sender)).rejects.toMatchObject({ status: 429 })
}

describe('at most MESSAGES_PER_MINUTE messages a minute per sender', () => {
  it('in one process', async () => {
    let now = Date.now()
    const throttle = new MemoryThrottle(() => new Date(now))
    await expectLimit(throttle, 'lead:1')
    now += 61_000
    await expect(takeSendSlot(throttle, 'lead:1')).resolves.toBeTypeOf('function')
  })

  const redisUrl = inject('testRedisUrl')
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 }) : null
  afterAll(async () => { redis?.disconnect() })

  it.skipIf(!redis)('on Redis, counted for every instance together', async () => {
    if (!redis) return
    const prefix = `basera:test-threads:${process.pid}:${Date.now()}:`
    const one = new RedisThrottle(redis, prefix)
    const two = new RedisThrottle(redis, prefix)
    for (let n = 0; n < MESSAGES_PER_MINUTE; n++) await takeSendSlot(n % 2 ? one : two, 'operator:7')
    await expect(takeSendSlot(one, 'operator:7')).rejects.toMatchObject({ status: 429 })
    await expectLimit(one, 'lead:9')
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length) await redis.del(...keys)
  })
})
