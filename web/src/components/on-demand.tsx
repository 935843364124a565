import { Component, Suspense, type ReactNode } from 'react'

class LoadBoundary extends Component<{ failed: ReactNode; children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false }
  static getDerivedStateFromError() {
    return { hasFailed: true }
  }
  override render() {
    return this.state.hasFailed ? this.props.failed : this.props.children
  }
}

interface OnDemandProps {
  /** Shown while the part's code arrives. */
  loading: ReactNode
  /** Shown instead of failing the whole screen should it not arrive (offline before the service worker kept it). */
  failed: ReactNode
  children: ReactNode
}

/** A part of a screen whose code (a React.lazy component) loads only when it is shown. */
export function OnDemand({ loading, failed, children }: OnDemandProps) {
  return (
    <LoadBoundary failed={failed}>
      <Suspense fallback={loading}>{children}</Suspense>
    </LoadBoundary>
  )
}
