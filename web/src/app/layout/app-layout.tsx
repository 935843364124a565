import { lazy, Suspense, useMemo, useState } from 'react'
import { Outlet, useMatches } from 'react-router'
import { DrawerContext } from '../../components/drawer-context'
import { OnDemand } from '../../components/on-demand'
import { useIdle } from '../../lib/idle'
import { useOnline } from '../../lib/online'
import { routeHandle } from '../route-handle'
import { DocumentHead } from './document-head'
import { OfflineBanner } from './offline-banner'
import { ScrollOnRouteChange } from './scroll-on-route-change'
import { TabBar } from './tab-bar'
import styles from './app-layout.module.css'

// The drawer (menu, language switch) is not in the first load: it loads once the page is idle, or at the first tap
// on the menu, whichever comes first. Should its file not arrive (offline before the service worker kept it), the
// screen goes on without a menu rather than failing.
const Drawer = lazy(() => import('./drawer').then((m) => ({ default: m.Drawer })))

/** The 650 px centred frame of every screen, with the drawer and the bottom tabs. */
export function AppLayout() {
  const [isOpen, setOpen] = useState(false)
  const drawer = useMemo(() => ({ isOpen, open: () => setOpen(true), close: () => setOpen(false) }), [isOpen])
  const tabs = useMatches().some((match) => routeHandle(match.handle).tabs === true)
  const online = useOnline()
  const drawerWanted = useIdle() || isOpen

  return (
    <DrawerContext.Provider value={drawer}>
      <ScrollOnRouteChange />
      <DocumentHead />
      <div className={`${styles.frame} ${tabs ? styles.withTabs : ''}`}>
        {!online && <OfflineBanner />}
        {/* a boundary of its own: on a page the server rendered, React takes the frame over first and the screen
            after it, in slices that leave the phone free to answer a tap, instead of in one long task */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </div>
      {tabs && <TabBar />}
      {drawerWanted && (
        <OnDemand loading={null} failed={null}>
          <Drawer />
        </OnDemand>
      )}
    </DrawerContext.Provider>
  )
}
