import { Navigate, useLocation } from 'react-router'
import { legacyPropertyRoutes, legacyRedirects } from '../legacy-routes'
import { NotFoundScreen } from '../routes/not-found'

const trimmed = (pathname: string) => pathname.replace(/\/+$/, '')

function propertyIdFrom(state: unknown): number | null {
  const fromState = state && typeof state === 'object' && 'property_id' in state ? Number(state.property_id) : NaN
  const id = Number.isInteger(fromState) && fromState > 0 ? fromState : Number(sessionStorage.getItem('property_id'))
  return Number.isInteger(id) && id > 0 ? id : null
}

/** Sends a legacy path of the spec's route table to its canonical screen, keeping the query. */
function LegacyRedirect() {
  const location = useLocation()
  const path = trimmed(location.pathname)
  const propertyRoute = legacyPropertyRoutes[path]
  if (propertyRoute) {
    const id = propertyIdFrom(location.state)
    return <Navigate to={id ? propertyRoute(id) : '/search'} replace />
  }
  return <Navigate to={`${legacyRedirects[path] ?? '/home'}${location.search}`} replace />
}

/**
 * Whatever no screen matched: a legacy path redirects, anything else is not found. One catch-all
 * instead of a route per legacy path: the router ranks every route on each navigation, and 48 more
 * of them cost a cheap phone ~15 ms at every start.
 */
export function UnmatchedPath() {
  const path = trimmed(useLocation().pathname)
  return Object.hasOwn(legacyRedirects, path) || Object.hasOwn(legacyPropertyRoutes, path) ? <LegacyRedirect /> : <NotFoundScreen />
}
