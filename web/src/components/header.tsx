import { useSyncExternalStore, type ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { Icon } from './icon'
import { componentStrings } from './strings'
import { useDrawer } from './drawer-context'
import styles from './header.module.css'
import { useStrings } from '../lib/i18n'

interface HeaderProps {
  title?: ReactNode
  /** Back button; shown only when there is browser history to go back to (else the logo, so a
   *  visitor who opened a shared link still has a way into the app). */
  back?: boolean
  /** Left icon that opens the drawer. */
  menu?: boolean
  /** Basera logo linking to /home. */
  logo?: boolean
  /** The screen shows the Basera logo itself, linked to /home (the sign-in screens): no second one in place of Back. */
  logoInPage?: boolean
  /** Right-hand actions: HeaderSkip, HeaderBell, HeaderClear or any button. */
  actions?: ReactNode
}

function hasHistory(): boolean {
  const state: unknown = window.history.state
  return typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number' && state.idx > 0
}
// read on every render (the screen renders again on each navigation); a page the server renders has no history
const noSubscription = () => () => undefined
const useHasHistory = () => useSyncExternalStore(noSubscription, hasHistory, () => false)

export function Header({ title, back = false, menu = false, logo = false, logoInPage = false, actions }: HeaderProps) {
  const componentText = useStrings(componentStrings)
  const navigate = useNavigate()
  const { open } = useDrawer()
  const canGoBack = useHasHistory() && back
  return (
    <header className={styles.header}>
      <div className={styles.side}>
        {menu && (
          <button type="button" className={styles.iconButton} onClick={open} aria-label={componentText.openMenu}>
            <Icon name="menu" />
          </button>
        )}
        {canGoBack && (
          <button type="button" className={styles.iconButton} onClick={() => void navigate(-1)} aria-label={componentText.back}>
            <Icon name="back" />
          </button>
        )}
        {(logo || (back && !canGoBack && !menu && !logoInPage)) && (
          <Link to="/home" className={styles.logo} aria-label={componentText.home}>
            <img src="/media/logo.svg" alt="" width={104} height={28} />
          </Link>
        )}
      </div>
      {/* the middle column stays even without a title, so actions keep to the right */}
      {title ? <h1 className={styles.title}>{title}</h1> : <span />}
      <div className={`${styles.side} ${styles.right}`}>{actions}</div>
    </header>
  )
}

export function HeaderSkip() {
  const componentText = useStrings(componentStrings)
  return (
    <Link to="/home" className={styles.textButton}>
      {componentText.skip}
    </Link>
  )
}

export function HeaderBell() {
  const componentText = useStrings(componentStrings)
  return (
    <Link to="/notifications" className={styles.iconButton} aria-label={componentText.notifications}>
      <Icon name="bell" />
    </Link>
  )
}

export function HeaderClear({ onClick, label }: { onClick: () => void; label?: string }) {
  const componentText = useStrings(componentStrings)
  return (
    <button type="button" className={styles.textButton} onClick={onClick}>
      {label ?? componentText.clear}
    </button>
  )
}
