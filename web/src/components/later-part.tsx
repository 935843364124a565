import { Children, Suspense, type ReactNode } from 'react'

/**
 * A part of a screen below its first view. On a server-rendered page it is a Suspense boundary of its own, so React
 * hydrates it after the first view, as separate low-priority work that yields to the browser, instead of in one
 * long task with the rest; in a navigation it renders with the screen (the router's navigations are transitions,
 * which React also renders in slices).
 */
export function LaterPart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}

/** Each child a LaterPart of its own: a screen's sections below the fold. */
export function LaterParts({ children }: { children: ReactNode }) {
  return Children.map(children, (part) => <LaterPart>{part}</LaterPart>)
}
