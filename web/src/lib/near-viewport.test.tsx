import { act, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useNearViewport } from './near-viewport'

type Report = (entries: { isIntersecting: boolean }[]) => void
let report: Report = () => undefined
const observed: Element[] = []

class FakeObserver {
  constructor(callback: Report, readonly options: IntersectionObserverInit) {
    report = callback
  }
  observe(element: Element) {
    observed.push(element)
  }
  disconnect() {
    observed.length = 0
  }
}

function Probe() {
  const ref = useRef<HTMLDivElement>(null)
  return <div ref={ref}>{useNearViewport(ref) ? 'near' : 'far'}</div>
}

afterEach(() => vi.unstubAllGlobals())

describe('useNearViewport', () => {
  it('stays far until the element nears the viewport, then stays near and stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver)
    render(<Probe />)
    expect(screen.getByText('far')).toBeTruthy()
    expect(observed).toHaveLength(1)
    act(() => report([{ isIntersecting: false }]))
    expect(screen.getByText('far')).toBeTruthy()
    act(() => report([{ isIntersecting: true }]))
    expect(screen.getByText('near')).toBeTruthy()
    expect(observed).toHaveLength(0)
  })

  it('is near at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    render(<Probe />)
    expect(screen.getByText('near')).toBeTruthy()
  })
})
