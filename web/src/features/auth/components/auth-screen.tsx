import type { ReactNode } from 'react'
import styles from './auth-screen.module.css'

interface AuthScreenProps {
  title: string
  body?: ReactNode
  /** A decorative picture above the title. */
  hero?: string
  children: ReactNode
  footer?: ReactNode
}

/** The frame of the sign-in screens: picture, title, text, then the step's controls. */
export function AuthScreen({ title, body, hero, children, footer }: AuthScreenProps) {
  return (
    <main className={styles.screen}>
      {hero ? (
        <div className={styles.hero}>
          <img src={hero} alt="" width={1200} height={500} />
        </div>
      ) : (
        <div className={styles.mark} aria-hidden="true">
          <img src="/media/logo.svg" alt="" width={140} height={38} />
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
