import type { ReactNode } from 'react'
import { getErrorMessage } from '../lib/api-client'
import { Button } from './button'
import { Icon } from './icon'
import { componentStrings } from './strings'
import styles from './states.module.css'
import { useStrings } from '../lib/i18n'

export function Loading({ label }: { label?: string }) {
  const componentText = useStrings(componentStrings)
  return (
    <div className={styles.state} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? componentText.loading}</span>
    </div>
  )
}

export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const componentText = useStrings(componentStrings)
  return (
    <div className={styles.state} role="alert">
      <Icon name="info" size={36} />
      <p>{message ?? componentText.loadFailed}</p>
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          {componentText.retry}
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

interface ListStatesProps<T> {
  /** The list's query (or the one its items come from). */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }
  /** The items once loaded (undefined while pending). */
  items: readonly T[] | undefined
  /** What the loading placeholder says to a screen reader. */
  loadingLabel: string
  skeleton: { height: number; count: number }
  emptyTitle: string
  emptyBody: ReactNode
  children: (items: readonly T[]) => ReactNode
}

/** A list screen's four states: placeholder blocks while it loads, the error with Retry, the empty state, the list. */
export function ListStates<T>({ query, items, loadingLabel, skeleton, emptyTitle, emptyBody, children }: ListStatesProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-label={loadingLabel}>
        <Skeleton {...skeleton} />
      </div>
    )
  }
  if (query.isError) return <ErrorState message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />
  if (!items || items.length === 0) {
    return (
      <EmptyState title={emptyTitle}>
        <p>{emptyBody}</p>
      </EmptyState>
    )
  }
  return children(items)
}
