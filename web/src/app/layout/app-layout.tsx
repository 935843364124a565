import { useMemo, useState } from 'react'
import { Outlet, useMatches } from 'react-router'
import { DrawerContext } from '../../components/drawer-context'
import { useOnline } from '../../lib/online'
import { Drawer } from './drawer'
import { OfflineBanner } from './offline-banner'
import { ScrollToTop } from './scroll-to-top'
import { TabBar } from './tab-bar'
import styles from './app-layout.module.css'

export interface RouteHandle {
  /** Show the bottom tab bar on this screen. */
  tabs?: boolean
}

function showsTabs(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'tabs' in handle && handle.tabs === true
}

/** The 650 px centred frame of every screen, with the drawer and the bottom tabs. */
export function AppLayout() {
  const [isOpen, setOpen] = useState(false)
  const drawer = useMemo(() => ({ isOpen, open: () => setOpen(true), close: () => setOpen(false) }), [isOpen])
  const tabs = useMatches().some((match) => showsTabs(match.handle))
  const online = useOnline()

  return (
    <DrawerContext.Provider value={drawer}>
      <ScrollToTop />
      <div className={`${styles.frame} ${tabs ? styles.withTabs : ''}`}>
        {!online && <OfflineBanner />}
        <Outlet />
      </div>
      {tabs && <TabBar />}
      <Drawer />
    </DrawerContext.Provider>
  )
}
