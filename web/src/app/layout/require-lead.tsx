import { Navigate, Outlet, useLocation } from 'react-router'
import { useSession } from '../../lib/session'

/** The login guard: screens of a lead's own data send a signed-out visitor to sign-in and back. */
export function RequireLead() {
  const session = useSession()
  const location = useLocation()
  if (!session) {
    const next = `${location.pathname}${location.search}`
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />
  }
  return <Outlet />
}
