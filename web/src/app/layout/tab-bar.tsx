import { NavLink } from 'react-router'
import { Icon, type IconName } from '../../components/icon'
import { layoutStrings } from './strings'
import styles from './tab-bar.module.css'
import { useStrings } from '../../lib/i18n'

const tabs = (t: typeof layoutStrings): { to: string; label: string; icon: IconName }[] => [
  { to: '/home', label: t.tabHome, icon: 'home' },
  { to: '/localities', label: t.tabSearch, icon: 'search' },
  { to: '/loan-options', label: t.tabLoans, icon: 'loan' },
  { to: '/profile', label: t.tabProfile, icon: 'user' },
]

/** Bottom tab bar: Home, Search, Loan Options, Profile; the selected tab is highlighted. */
export function TabBar() {
  const layoutText = useStrings(layoutStrings)
  return (
    <nav className={styles.bar} aria-label={layoutText.tabs}>
      {tabs(layoutText).map((tab) => (
        <NavLink key={tab.to} to={tab.to} className={({ isActive }) => `${styles.tab} ${isActive ? styles.active : ''}`}>
          <Icon name={tab.icon} />
          <span>{tab.label}</span>
        </NavLink>
      ))}
    </nav>
  )
}
