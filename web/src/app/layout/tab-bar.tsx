import { NavLink } from 'react-router'
import { Icon, type IconName } from '../../components/icon'
import { layoutStrings } from './strings'
import styles from './tab-bar.module.css'

// made when shown, so the labels follow the reader's language
const tabs = (): { to: string; label: string; icon: IconName }[] => [
  { to: '/home', label: layoutStrings.tabHome, icon: 'home' },
  { to: '/localities', label: layoutStrings.tabSearch, icon: 'search' },
  { to: '/loan-options', label: layoutStrings.tabLoans, icon: 'loan' },
  { to: '/profile', label: layoutStrings.tabProfile, icon: 'user' },
]

/** Bottom tab bar: Home, Search, Loan Options, Profile; the selected tab is highlighted. */
export function TabBar() {
  return (
    <nav className={styles.bar} aria-label={layoutStrings.tabs}>
      {tabs().map((tab) => (
        <NavLink key={tab.to} to={tab.to} className={({ isActive }) => `${styles.tab} ${isActive ? styles.active : ''}`}>
          <Icon name={tab.icon} />
          <span>{tab.label}</span>
        </NavLink>
      ))}
    </nav>
  )
}
