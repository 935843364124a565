import { useEffect, useState, type RefObject } from 'react'

/**
 * True once the element has come within `margin` of the viewport, and from then on. Where the browser has no
 * IntersectionObserver (tests' jsdom), at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  // (never on the server: a page it renders shows what a browser would before anything scrolled)
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true)
    }, { rootMargin: margin })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, margin, near])
  return near
}
