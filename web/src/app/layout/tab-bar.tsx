import { Link, useLocation } from 'react-router'
import { Icon, type IconName } from '../../components/icon'
import { useUnreadMessages } from '../../features/messages/api/unread-count'
import { useSession } from '../../lib/session'
import { layoutStrings } from './strings'
import styles from './tab-bar.module.css'
import { useStrings } from '../../lib/i18n'

const tabs = (t: typeof layoutStrings): { to: string; label: string; icon: IconName; also?: readonly string[] }[] => [
  { to: '/home', label: t.tabHome, icon: 'home' },
  // the search tab's screens: choosing a city, localities and filters, and the results
  { to: '/localities', label: t.tabSearch, icon: 'search', also: ['/search', '/filters', '/city'] },
  { to: '/messages', label: t.tabMessages, icon: 'chat' },
  { to: '/loan-options', label: t.tabLoans, icon: 'loan' },
  { to: '/profile', label: t.tabProfile, icon: 'user' },
]

/** Bottom tab bar: Home, Search, Messages (with the unread count), Loan Options, Profile; the selected tab is highlighted. */
export function TabBar() {
  const layoutText = useStrings(layoutStrings)
  const unread = useUnreadMessages(useSession()?.leadId ?? null)
  const { pathname } = useLocation()
  const within = (paths: readonly string[]) => paths.some((p) => pathname === p || pathname.startsWith(`${p}/`))
  return (
    <nav className={styles.bar} aria-label={layoutText.tabs}>
      {tabs(layoutText).map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          className={`${styles.tab} ${within([tab.to, ...(tab.also ?? [])]) ? styles.active : ''}`}
          aria-current={within([tab.to, ...(tab.also ?? [])]) ? 'page' : undefined}
        >
          <span className={styles.iconWrap}>
            <Icon name={tab.icon} />
            {tab.to === '/messages' && unread > 0 && (
              <span className={styles.badge} aria-hidden="true">
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </span>
          <span>{tab.label}</span>
          {tab.to === '/messages' && unread > 0 && <span className="visually-hidden">{layoutText.unreadMessages(unread)}</span>}
        </Link>
      ))}
    </nav>
  )
}
