import { useEffect, useLayoutEffect, useRef } from 'react'
import { NavigationType, useLocation, useNavigationType } from 'react-router'
import { SCROLL_TOP_DELAY_MS } from '@basera/contract/constants'

/** Where the reader was on each history entry (by the router's location key), for Back and Forward. */
const positions = new Map<string, number>()
// a list renders a moment after its route (cached pages go through a deferred render): Back waits this long
// for the page to be tall enough again
const RESTORE_WAIT_MS = 3000
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/** Scrolls to `y` on every frame until it is reached, the wait is over or the reader scrolls; returns a cancel. */
function scrollBackTo(y: number): () => void {
  const started = performance.now()
  let frame = 0
  const stop = () => {
    cancelAnimationFrame(frame)
    for (const type of READER_INPUT) window.removeEventListener(type, stop)
  }
  const step = () => {
    window.scrollTo(0, y)
    if (Math.abs(window.scrollY - y) < 1 || performance.now() - started > RESTORE_WAIT_MS) stop()
    else frame = requestAnimationFrame(step)
  }
  for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true })
  step()
  return stop
}

/**
 * A new screen starts at the top (spec: 10 ms after the route changes); Back and Forward return to where the
 * reader was on that screen, so results scrolled far down (and their loaded pages, kept in the query cache)
 * are still there after a look at a property.
 */
export function ScrollOnRouteChange() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const currentKey = useRef(location.key)
  const lastPathname = useRef<string | null>(null)

  useEffect(() => {
    // the browser's own restoring would jump before the screen has rendered, and fight ours
    window.history.scrollRestoration = 'manual'
    const remember = () => positions.set(currentKey.current, window.scrollY)
    window.addEventListener('scroll', remember, { passive: true })
    return () => window.removeEventListener('scroll', remember)
  }, [])

  // a layout effect: the key changes in the same commit as the screen, before the browser reports the scroll
  // that the new, shorter page causes (which belongs to the new entry, not to the one left)
  useLayoutEffect(() => {
    currentKey.current = location.key
    const samePath = lastPathname.current === location.pathname
    lastPathname.current = location.pathname
    const saved = navigationType === NavigationType.Pop ? positions.get(location.key) : undefined
    if (saved !== undefined) return scrollBackTo(saved)
    if (samePath) return undefined
    const timer = window.setTimeout(() => window.scrollTo(0, 0), SCROLL_TOP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [location.key, location.pathname, navigationType])

  return null
}
