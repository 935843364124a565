import { useContext, type ReactNode } from 'react'
import { Link, Navigate, UNSAFE_DataRouterContext, useLocation } from 'react-router'
import { Button } from '../../components/button'
import { useOperatorSession } from '../../lib/operator-session'
import { useOperatorSignOut } from '../../features/operator-auth/api/operator-sign-out'
import { ConsoleNav, type NavCounts } from '../../features/operator-auth/components/console-nav'
import type { OperatorPropertySummary } from '@basera/contract/operator'
import { consoleNavStrings, operatorAuthStrings } from '../../features/operator-auth/strings'
import { useOperatorProperties } from '../../features/operator-properties/api/list-properties'
import { LiveStatus } from '../../features/operator-live/components/live-status'
import { useConsoleStream } from '../../features/operator-live/use-console-stream'
import { PushOffer } from '../../features/push/components/push-offer'
import { useOperatorUnreadCount } from '../../features/operator-messages/api/threads'
import styles from './operator.module.css'

/** New bookings and visit requests across the operator's properties, and unread tenant messages (each refreshes every minute). */
function useWaitingCounts(signedIn: boolean): NavCounts {
  const properties = useOperatorProperties(signedIn)
  const unreadMessages = useOperatorUnreadCount(signedIn)
  const sum = (pick: (p: OperatorPropertySummary) => number) => (properties.data ?? []).reduce((n, p) => n + pick(p), 0)
  return { '/operator/bookings': sum((p) => p.new_bookings), '/operator/visits': sum((p) => p.pending_visits), '/operator/messages': unreadMessages }
}

const OPERATOR = { kind: 'operator' } as const

/** The console's frame, for a signed-in operator only (else sign-in, then back here). */
export function OperatorLayout({ children }: { children: ReactNode }) {
  const session = useOperatorSession()
  const location = useLocation()
  const signOut = useOperatorSignOut()
  const router = useContext(UNSAFE_DataRouterContext)?.router
  const counts = useWaitingCounts(Boolean(session))
  useConsoleStream(Boolean(session))
  if (!session) {
    // signing out goes to sign-in before it ends the session, and the router renders that in a transition: a
    // screen the router has already left must not send the operator to sign-in with itself as `next`
    if (router && router.state.location.pathname !== location.pathname) return null
    const next = `${location.pathname}${location.search}`
    return <Navigate to={`/operator/sign-in?next=${encodeURIComponent(next)}`} replace />
  }
  return (
    <div className={styles.shell}>
      <header className={styles.top}>
        <Link to="/operator" className={styles.brand}>
          <img src="/media/logo.svg" alt="Basera" width={90} height={24} />
          <span className={styles.brandName}>{operatorAuthStrings.consoleName}</span>
        </Link>
        <div className={styles.who}>
          <LiveStatus />
          <span className={styles.whoName}>{operatorAuthStrings.signedInAs(session.name, consoleNavStrings.roles[session.role])}</span>
          <Button variant="outline" onClick={() => void signOut()}>
            {operatorAuthStrings.signOut}
          </Button>
        </div>
      </header>
      <div className={styles.side}>
        <ConsoleNav role={session.role} counts={counts} />
      </div>
      <main className={styles.main} id="console-main">
        {/* the Notifications page offers it in its own place */}
        {location.pathname !== '/operator/notifications' && <PushOffer audience={OPERATOR} />}
        {children}
      </main>
    </div>
  )
}
