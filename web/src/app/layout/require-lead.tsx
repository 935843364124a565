import { useContext } from 'react'
import { Navigate, Outlet, UNSAFE_DataRouterContext, useLocation } from 'react-router'
import { useSession } from '../../lib/session'

/** The login guard: screens of a lead's own data send a signed-out visitor to sign-in and back. */
export function RequireLead() {
  const session = useSession()
  const location = useLocation()
  const router = useContext(UNSAFE_DataRouterContext)?.router
  if (!session) {
    // Sign out goes Home before it ends the session, and the router renders Home in a transition: a screen
    // the router has already left is on its way out and must not send the visitor to sign-in instead.
    if (router && router.state.location.pathname !== location.pathname) return null
    const next = `${location.pathname}${location.search}`
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />
  }
  return <Outlet />
}
