import type { ReactNode } from 'react'
import { Button } from './button'
import { Icon } from './icon'
import { componentStrings } from './strings'
import styles from './states.module.css'

export function Loading({ label = componentStrings.loading }: { label?: string }) {
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}

export function ErrorState({ message = componentStrings.loadFailed, onRetry }: { message?: string; onRetry?: () => void }) {
  return (
    <div className={styles.state} role="alert">
      <Icon name="info" size={36} />
      <p>{message}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          {componentStrings.retry}
        </Button>
      )}
    </div>
  )
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.state}>
      <img src="/media/fallback.webp" alt="" width={160} height={120} className={styles.art} />
      <p className={styles.title}>{title}</p>
      {children}
    </div>
  )
}

/** Grey placeholder blocks while a list loads. */
export function Skeleton({ height = 120, count = 1 }: { height?: number; count?: number }) {
  return (
    <div className={styles.skeletons} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.skeleton} style={{ height }} />
      ))}
    </div>
  )
}
