import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { SCROLL_TOP_DELAY_MS } from '@basera/contract/constants'

/** The page scrolls to the top on every route change (spec: after 10 ms). */
export function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    const timer = window.setTimeout(() => window.scrollTo(0, 0), SCROLL_TOP_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [pathname])
  return null
}
