import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bootPhotoPainted } from './next-paint'

/** A stand-in for the browser's observer: `paint()` reports the marked photo's paint to whoever observes. */
class FakeObserver {
  static supportedEntryTypes = ['element', 'largest-contentful-paint']
  static current: FakeObserver | undefined
  observing = false
  constructor(private readonly callback: (list: { getEntries: () => { name: string }[] }) => void) {
    FakeObserver.current = this
  }
  observe() {
    this.observing = true
  }
  disconnect() {
    this.observing = false
  }
  paint() {
    if (this.observing) this.callback({ getEntries: () => [{ name: 'image-paint' }] })
  }
}

describe('bootPhotoPainted', () => {
  let settled: boolean
  const track = (promise: Promise<void>) => {
    settled = false
    void promise.then(() => (settled = true))
  }

  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    document.body.innerHTML = '<div id="root"><div class="boot"><img class="boot-photo" elementtiming="boot-photo"></div></div>'
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
  })

  it('waits for the frame photo to paint', async () => {
    track(bootPhotoPainted(500))
    await vi.advanceTimersByTimeAsync(100)
    expect(settled).toBe(false)
    FakeObserver.current?.paint()
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(true)
    expect(FakeObserver.current?.observing).toBe(false)
  })

  it('waits no longer than it is allowed to', async () => {
    track(bootPhotoPainted(500))
    await vi.advanceTimersByTimeAsync(499)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(true)
  })

  it('does not wait on a page without a frame photo, or where the browser cannot tell', async () => {
    document.body.innerHTML = '<div id="root"><div class="boot"></div></div>'
    track(bootPhotoPainted(500))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(true)

    document.body.innerHTML = '<div id="root"><div class="boot"><img class="boot-photo"></div></div>'
    vi.stubGlobal('PerformanceObserver', undefined)
    track(bootPhotoPainted(500))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(true)
  })
})
