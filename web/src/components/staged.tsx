import { Children, useEffect, useState, type ReactNode } from 'react'
import { NavigationType, useLocation, useNavigationType } from 'react-router'
import { scrollPositionOf } from '../lib/scroll-positions'

/**
 * Draws its children in a task of their own, just after the screen around them has painted. A long screen wraps
 * what lies below the fold in it (a section, a card of a list): each part is then drawn and laid out on its own,
 * in order, instead of the whole screen in one long task that holds a slow phone's main thread, and the top paints
 * first. Not for what the first view shows: that would appear a moment late.
 *
 * Back and Forward to a place down the screen draw everything at once: that place must be there to return to.
 */
export function Staged({ children }: { children: ReactNode }) {
  const navigationType = useNavigationType()
  const { key } = useLocation()
  // (the page's first screen is a Pop too, with nowhere to return to)
  const returning = navigationType === NavigationType.Pop && scrollPositionOf(key) !== undefined
  const [shown, setShown] = useState(returning)
  useEffect(() => {
    if (shown) return undefined
    // effects run after the paint; each part's timer is a task of its own
    const timer = setTimeout(() => setShown(true), 0)
    return () => clearTimeout(timer)
  }, [shown])
  return shown ? children : null
}

/** Each child a part of its own (Staged): a screen's sections below the fold, drawn in order a task apart. */
export function StagedParts({ children }: { children: ReactNode }) {
  return Children.map(children, (part) => <Staged>{part}</Staged>)
}
