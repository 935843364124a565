import { NavLink, useLocation } from 'react-router'
import type { OperatorRole } from '@basera/contract/operator'
import { consoleNavStrings as t } from '../strings'
import styles from './console-nav.module.css'

const LINKS = [
  { to: '/operator', label: t.properties },
  { to: '/operator/bookings', label: t.bookings },
  { to: '/operator/visits', label: t.visits },
  { to: '/operator/requests', label: t.requests },
  { to: '/operator/messages', label: t.messages },
  { to: '/operator/reviews', label: t.reviews },
  { to: '/operator/money', label: t.money },
  { to: '/operator/payout', label: t.payout },
  { to: '/operator/team', label: t.team },
  { to: '/operator/audit', label: t.audit },
  { to: '/operator/notifications', label: t.notifications },
] as const

// managers run properties; the team and where the money goes are the owner's
const OWNERS_ONLY: readonly string[] = ['/operator/team', '/operator/payout']

/** How many new items wait in a section, by its path ('/operator/bookings': new bookings). */
export type NavCounts = Partial<Record<(typeof LINKS)[number]['to'], number>>

/** The console's sections: a side column on a laptop, a scrolling row under the top bar on a phone; new items counted. */
export function ConsoleNav({ role, counts = {} }: { role: OperatorRole; counts?: NavCounts }) {
  const { pathname } = useLocation()
  // the properties list and a property's editor are one section; the other sections match by their own path
  const active = (to: string) => (to === '/operator' ? pathname === '/operator' || pathname.startsWith('/operator/properties') : pathname.startsWith(to))
  return (
    <nav className={styles.nav} aria-label={t.label}>
      <ul>
        {LINKS.filter((link) => role !== 'manager' || !OWNERS_ONLY.includes(link.to)).map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={active(link.to) ? `${styles.link} ${styles.active}` : styles.link} aria-current={active(link.to) ? 'page' : undefined}>
              {link.label}
              {(counts[link.to] ?? 0) > 0 && (
                <span className={styles.count}>
                  <span aria-hidden="true">{counts[link.to]}</span>
                  <span className="visually-hidden">{t.waiting(counts[link.to] ?? 0)}</span>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
