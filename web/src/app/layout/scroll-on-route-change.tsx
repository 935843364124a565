import { useEffect, useLayoutEffect, useRef } from 'react'
import { NavigationType, useLocation, useNavigationType } from 'react-router'
import { SCROLL_TOP_DELAY_MS } from '@basera/contract/constants'
import { SCROLL_ANCHOR } from '../../lib/scroll-anchor'
import { rememberScrollPosition, scrollPositionOf } from '../../lib/scroll-positions'

/** The anchored part the reader opened from each entry, where it was on screen, and the scroll it was opened at. */
const openedAnchors = new Map<string, { id: string; top: number; scrollY: number }>()
// a screen's list may render a moment after its route (its data still on the way): Back waits this long for the
// page to be tall enough again
const RESTORE_WAIT_MS = 3000
// parts laid out late change the page's height around the target for a frame or two after it is reached
const HELD_FRAMES = 3
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Scrolls by `distance()` on every frame until it has stayed under a pixel for a few frames, the wait is over
 * or the reader scrolls; returns a cancel. A null distance: the target is not drawn yet.
 */
function scrollUntilThere(distance: () => number | null): () => void {
  const started = performance.now()
  let frame = 0
  let held = 0
  const stop = () => {
    cancelAnimationFrame(frame)
    for (const type of READER_INPUT) window.removeEventListener(type, stop)
  }
  const step = () => {
    const away = distance()
    if (away !== null && Math.abs(away) >= 1) window.scrollBy(0, away)
    const left = distance()
    held = left !== null && Math.abs(left) < 1 ? held + 1 : 0
    if (held >= HELD_FRAMES || performance.now() - started > RESTORE_WAIT_MS) stop()
    else frame = requestAnimationFrame(step)
  }
  for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true })
  step()
  return stop
}

function returnTo(key: string, savedY: number): () => void {
  const anchor = openedAnchors.get(key)
  // an anchor counts only if the reader left from where they opened it (not after scrolling on)
  if (!anchor || anchor.scrollY !== savedY) return scrollUntilThere(() => savedY - window.scrollY)
  const selector = `[${SCROLL_ANCHOR}="${CSS.escape(anchor.id)}"]`
  return scrollUntilThere(() => {
    const element = document.querySelector(selector)
    // until the list has rendered it, head for the old offset
    return element ? element.getBoundingClientRect().top - anchor.top : savedY - window.scrollY
  })
}

function fragmentOf(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return hash.slice(1)
  }
}

/**
 * To the part the URL's #fragment names, once the screen has drawn it (a card's 'Contact Owner' opens the property
 * at its contact section, which is drawn a moment after the top), under the sticky header (the page's
 * scroll-padding).
 */
function scrollToFragment(id: string): () => void {
  const headerRoom = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
  return scrollUntilThere(() => {
    const element = document.getElementById(id)
    return element ? element.getBoundingClientRect().top - headerRoom : null
  })
}

/**
 * A new screen starts at the top, or at the part its #fragment names (spec: 10 ms after the route changes); Back
 * and Forward return to where the reader was on that screen, so results scrolled far down (and their loaded
 * pages, kept in the query cache) are still there after a look at a property, with the card opened where it was
 * on screen.
 */
export function ScrollOnRouteChange() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const currentKey = useRef(location.key)
  const lastPathname = useRef<string | null>(null)

  useEffect(() => {
    // the browser's own restoring would jump before the screen has rendered, and fight ours
    window.history.scrollRestoration = 'manual'
    const remember = () => rememberScrollPosition(currentKey.current, window.scrollY)
    const rememberOpened = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest(`[${SCROLL_ANCHOR}]`) : null
      const id = anchor?.getAttribute(SCROLL_ANCHOR)
      if (!anchor || !id) return
      openedAnchors.set(currentKey.current, { id, top: anchor.getBoundingClientRect().top, scrollY: window.scrollY })
    }
    window.addEventListener('scroll', remember, { passive: true })
    // capture: before the link's own handler starts the navigation
    document.addEventListener('click', rememberOpened, { capture: true })
    return () => {
      window.removeEventListener('scroll', remember)
      document.removeEventListener('click', rememberOpened, { capture: true })
    }
  }, [])

  // a layout effect: the key changes in the same commit as the screen, before the browser reports the scroll
  // that the new, shorter page causes (which belongs to the new entry, not to the one left)
  useLayoutEffect(() => {
    currentKey.current = location.key
    const samePath = lastPathname.current === location.pathname
    lastPathname.current = location.pathname
    const saved = navigationType === NavigationType.Pop ? scrollPositionOf(location.key) : undefined
    if (saved !== undefined) return returnTo(location.key, saved)
    const fragment = fragmentOf(location.hash)
    if (samePath && !fragment) return undefined
    let stopScrolling = () => {}
    const timer = window.setTimeout(() => {
      if (!samePath) window.scrollTo(0, 0)
      if (fragment) stopScrolling = scrollToFragment(fragment)
    }, SCROLL_TOP_DELAY_MS)
    return () => {
      window.clearTimeout(timer)
      stopScrolling()
    }
  }, [location.key, location.pathname, location.hash, navigationType])

  return null
}
