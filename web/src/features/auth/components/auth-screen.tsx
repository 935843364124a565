import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { componentStrings } from '../../../components/strings'
import styles from './auth-screen.module.css'
import { useStrings } from '../../../lib/i18n'

interface AuthScreenProps {
  title: string
  body?: ReactNode
  /** A decorative picture above the title. */
  hero?: string
  children: ReactNode
  footer?: ReactNode
}

/** The frame of the sign-in screens: picture (else the logo, linked home), title, text, then the step's controls. */
export function AuthScreen({ title, body, hero, children, footer }: AuthScreenProps) {
  const componentText = useStrings(componentStrings)
  return (
    <main className={styles.screen}>
      {hero ? (
        <div className={styles.hero}>
          <img src={hero} alt="" width={1200} height={500} />
        </div>
      ) : (
        // the screen's one logo (its header shows none), and the way into the app from a page opened directly
        <div className={styles.mark}>
          <Link to="/home" aria-label={componentText.home}>
            <img src="/media/logo.svg" alt="" width={140} height={38} />
          </Link>
        </div>
      )}
      <div className={styles.content}>
        <h1 className={styles.title}>{title}</h1>
        {body && <p className={styles.body}>{body}</p>}
        {children}
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </main>
  )
}
