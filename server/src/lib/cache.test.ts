import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AnswerCache, type Cacheable } from './cache.ts'

const cacheOf = <T extends Cacheable>(ttlMs: number, maxBytes = 1_000_000, sizeOf: (v: T) => number = () => 1) =>
  new AnswerCache<T>({ ttlMs, maxBytes, sizeOf })

// any start but 0 (lru-cache reads a start time of 0 as 'no time to live')
const T0 = 1_000_000
const at = (ms: number) => vi.setSystemTime(T0 + ms)
beforeEach(() => vi.useFakeTimers({ now: T0 }))
afterEach(() => vi.useRealTimers())

const counter = () => {
  let loads = 0
  return { load: async () => ++loads, loads: () => loads }
}

describe('AnswerCache', () => {
  it('answers from one load until the time to live, and concurrent misses share that load', async () => {
    const cache = cacheOf<number>(1000)
    const c = counter()
    expect(await Promise.all([cache.get('k', c.load), cache.get('k', c.load)])).toEqual([1, 1])
    at(700)
    expect(await cache.get('k', c.load)).toBe(1)
    expect(c.loads()).toBe(1)
  })

  it('after the time to live, serves the old answer once more while one refresh runs, then the new one', async () => {
    const cache = cacheOf<number>(1000)
    const c = counter()
    await cache.get('k', c.load)
    at(1001)
    expect(await cache.get('k', c.load)).toBe(1)
    await vi.runAllTimersAsync()
    expect(await cache.get('k', c.load)).toBe(2)
    // too old even to serve stale: the caller waits for a fresh answer
    at(5000)
    expect(await cache.get('k', c.load)).toBe(3)
  })

  it('gives a refresh the answer it replaces, so an unchanged one can be kept', async () => {
    const cache = cacheOf<{ text: string }>(1000)
    const first = await cache.get('k', async () => ({ text: 'same' }))
    at(3000)
    const seen: unknown[] = []
    const second = await cache.get('k', async (previous) => {
      seen.push(previous)
      return previous ?? { text: 'same' }
    })
    expect(seen).toEqual([first])
    expect(second).toBe(first)
  })

  it('with a time to live of 0 loads every time', async () => {
    const cache = cacheOf<number>(0)
    const c = counter()
    await cache.get('k', c.load)
    await cache.get('k', c.load)
    expect(c.loads()).toBe(2)
  })

  it('keeps answers up to maxBytes, dropping the least recently used', async () => {
    const cache = cacheOf<string>(60_000, 10, (v) => v.length)
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => `${key}${key}${key}${key}`)
    expect(cache.bytes).toBe(8)
    expect(await cache.get('c', async () => 'c again')).toBe('cccc')
    expect(await cache.get('b', async () => 'b again')).toBe('bbbb')
    expect(await cache.get('a', async () => 'a again')).toBe('a again')
  })

  it('answers a load too big for the whole cache without keeping it', async () => {
    const cache = cacheOf<string>(60_000, 4, (v) => v.length)
    expect(await cache.get('k', async () => 'too long')).toBe('too long')
    expect(cache.bytes).toBe(0)
  })

  it('keeps the stale answer when a refresh fails, and a waiting caller sees the error once it is too old', async () => {
    const cache = cacheOf<number>(1000)
    await cache.get('k', async () => 1)
    at(1500)
    expect(await cache.get('k', async () => { throw new Error('down') })).toBe(1)
    await vi.runAllTimersAsync()
    expect(await cache.get('k', async () => { throw new Error('down') })).toBe(1)
    at(5000)
    await expect(cache.get('k', async () => { throw new Error('down') })).rejects.toThrow('down')
  })
})
