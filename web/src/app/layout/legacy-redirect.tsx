import { Navigate, useLocation } from 'react-router'
import { legacyPropertyRoutes, legacyRedirects } from '../legacy-routes'

function propertyIdFrom(state: unknown): number | null {
  const fromState = state && typeof state === 'object' && 'property_id' in state ? Number(state.property_id) : NaN
  const id = Number.isInteger(fromState) && fromState > 0 ? fromState : Number(sessionStorage.getItem('property_id'))
  return Number.isInteger(id) && id > 0 ? id : null
}

/** Sends a legacy path of the spec's route table to its canonical screen, keeping the query. */
export function LegacyRedirect() {
  const location = useLocation()
  const path = location.pathname.replace(/\/+$/, '')
  const propertyRoute = legacyPropertyRoutes[path]
  if (propertyRoute) {
    const id = propertyIdFrom(location.state)
    return <Navigate to={id ? propertyRoute(id) : '/search'} replace />
  }
  return <Navigate to={`${legacyRedirects[path] ?? '/home'}${location.search}`} replace />
}
