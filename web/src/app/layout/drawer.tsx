import { useEffect, useRef } from 'react'
import { Link, useNavigate } from 'react-router'
import { Icon, type IconName } from '../../components/icon'
import { componentStrings } from '../../components/strings'
import { useDrawer } from '../../components/drawer-context'
import { clearAllStorage, useSession } from '../../lib/session'
import { useLeadProfile } from '../../features/profile/api/view-lead-profile'
import { useSignOut } from '../../features/auth/api/sign-out'
import { LanguageSwitch } from './language-switch'
import { layoutStrings } from './strings'
import styles from './drawer.module.css'
import { useStrings } from '../../lib/i18n'

interface Entry {
  to: string
  label: string
  icon: IconName
}

const alwaysEntries = (t: typeof layoutStrings): Entry[] => [
  { to: '/help', label: t.helpCenter, icon: 'help' },
  { to: '/services', label: t.ourServices, icon: 'services' },
  { to: '/contact', label: t.contactUs, icon: 'mail' },
]
const signedInEntries = (t: typeof layoutStrings): Entry[] => [
  { to: '/my-properties', label: t.dashboard, icon: 'grid' },
  { to: '/bookings', label: t.myBooking, icon: 'bed' },
  { to: '/messages', label: t.messages, icon: 'chat' },
  { to: '/payments', label: t.payments, icon: 'rupee' },
  { to: '/shortlist', label: t.shortlist, icon: 'heart' },
  { to: '/pay-rent', label: t.payRent, icon: 'rupee' },
]

/** Side drawer: 300 px, slides in over 0.3 s; the backdrop and Escape close it. */
export function Drawer() {
  const layoutText = useStrings(layoutStrings)
  const componentText = useStrings(componentStrings)
  const { isOpen, close } = useDrawer()
  const session = useSession()
  // the drawer greets the person by name once their profile is in ("Your account" until then, or without a name)
  const profile = useLeadProfile()
  const navigate = useNavigate()
  const signOutAndLeave = useSignOut()
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (isOpen && !dialog.open) dialog.showModal()
    if (!isOpen && dialog.open) dialog.close()
  }, [isOpen])

  const onSignOut = async () => {
    close()
    await signOutAndLeave()
  }
  const onLogin = () => {
    close()
    clearAllStorage()
    void navigate('/login')
  }
  const entries = session ? [...signedInEntries(layoutText), ...alwaysEntries(layoutText)] : alwaysEntries(layoutText)

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes; the keyboard closes with Escape (onCancel)
    <dialog
      ref={ref}
      className={styles.drawer}
      aria-label={layoutText.menu}
      onCancel={(event) => {
        event.preventDefault()
        close()
      }}
      onClick={(event) => {
        if (event.target === ref.current) close()
      }}
    >
      <nav className={styles.panel}>
        <div className={styles.top}>
          <Link to="/profile" className={styles.profile} onClick={close}>
            <span className={styles.avatar}>
              <Icon name="user" size={28} />
            </span>
            <span>
              <strong>{session ? (profile.data?.full_name?.trim() || layoutText.signedIn) : layoutText.guest}</strong>
              <small>{layoutText.editProfile}</small>
            </span>
          </Link>
          <button type="button" className={styles.close} onClick={close} aria-label={componentText.closeMenu}>
            <Icon name="close" />
          </button>
        </div>
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} className={styles.entry} onClick={close}>
                <Icon name={entry.icon} />
                {entry.label}
              </Link>
            </li>
          ))}
          <li>
            {session ? (
              <button type="button" className={styles.entry} onClick={() => void onSignOut()}>
                <Icon name="logout" />
                {layoutText.signOut}
              </button>
            ) : (
              <button type="button" className={styles.entry} onClick={onLogin}>
                <Icon name="user" />
                {layoutText.login}
              </button>
            )}
          </li>
        </ul>
        <LanguageSwitch />
      </nav>
    </dialog>
  )
}
