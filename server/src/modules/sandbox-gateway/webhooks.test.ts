import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FastifyBaseLogger } from 'fastify'
import { useTestApp } from '../../test/helper.ts'
import { webhookSender } from './webhooks.ts'

// The sandbox's webhook deliveries run on timers, after the request that caused them: when the app has no address to
// send to (not listening yet, or closing), a delivery fails like any other and is tried again; it never throws out
// of its timer (an unhandled rejection there once failed a whole test run, in a test file that had already ended).

const testApp = useTestApp()

afterEach(() => {
  vi.useRealTimers()
})

describe('sandbox webhook deliveries', () => {
  it('with no address to send to, tries again and gives up with a warning, never an unhandled rejection', async () => {
    const t = testApp()
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    const warn = vi.fn()
    const url = vi.fn(() => {
      throw new Error('the app is not listening yet')
    })
    const sender = webhookSender(t.database.db, { secret: 'whsec_test', url, log: { warn } as unknown as FastifyBaseLogger, now: () => new Date() })
    try {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      await sender.send('payment.captured', { payment: { id: 'pay_test', parent: null } })
      await vi.advanceTimersByTimeAsync(10_000)
      // let a rejection surface as unhandled before looking (Node reports them after the microtasks run out)
      vi.useRealTimers()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(url, 'the first delivery and its three retries').toHaveBeenCalledTimes(4)
      expect(warn).toHaveBeenCalledTimes(1)
      const [fields, message] = warn.mock.calls[0] as [{ eventId: string }, string]
      expect(message).toBe('sandbox gateway: webhook not delivered after retries')
      expect(fields.eventId).toMatch(/^evt_/)
      expect(unhandled).toEqual([])
    } finally {
      sender.close()
      process.off('unhandledRejection', onUnhandled)
    }
  })
})
