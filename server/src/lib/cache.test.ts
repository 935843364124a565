import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TtlCache } from './cache.ts'

beforeEach(() => vi.useFakeTimers({ now: 0 }))
afterEach(() => vi.useRealTimers())

const counter = () => {
  let loads = 0
  return { load: async () => ++loads, loads: () => loads }
}

describe('TtlCache', () => {
  it('answers from one load until the time to live, and concurrent misses share that load', async () => {
    const cache = new TtlCache<number>(1000)
    const c = counter()
    expect(await Promise.all([cache.get('k', c.load), cache.get('k', c.load)])).toEqual([1, 1])
    vi.setSystemTime(700)
    expect(await cache.get('k', c.load)).toBe(1)
    expect(c.loads()).toBe(1)
  })

  it('after the time to live, serves the old answer once more while one refresh runs, then the new one', async () => {
    const cache = new TtlCache<number>(1000)
    const c = counter()
    await cache.get('k', c.load)
    vi.setSystemTime(1001)
    expect(await cache.get('k', c.load)).toBe(1)
    await vi.runAllTimersAsync()
    expect(await cache.get('k', c.load)).toBe(2)
    // too old even to serve stale: the caller waits for a fresh answer
    vi.setSystemTime(5000)
    expect(await cache.get('k', c.load)).toBe(3)
  })

  it('gives a refresh the answer it replaces, so an unchanged one can be kept', async () => {
    const cache = new TtlCache<{ text: string }>(1000)
    const first = await cache.get('k', async () => ({ text: 'same' }))
    vi.setSystemTime(3000)
    const seen: unknown[] = []
    const second = await cache.get('k', async (previous) => {
      seen.push(previous)
      return previous ?? { text: 'same' }
    })
    expect(seen).toEqual([first])
    expect(second).toBe(first)
  })

  it('with a time to live of 0 loads every time', async () => {
    const cache = new TtlCache<number>(0)
    const c = counter()
    await cache.get('k', c.load)
    await cache.get('k', c.load)
    expect(c.loads()).toBe(2)
  })

  it('keeps at most maxEntries answers, dropping the oldest', async () => {
    const cache = new TtlCache<string>(60_000, 2)
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key)
    const c = counter()
    expect(await cache.get('b', async () => 'b again')).toBe('b')
    expect(await cache.get('a', async () => `a ${await c.load()}`)).toBe('a 1')
  })
})
