import { QueryClientProvider } from '@tanstack/react-query'
import { Fragment, lazy, useEffect, useState, type ReactNode } from 'react'
import { OnDemand } from '../components/on-demand'
import { useLanguage } from '../lib/i18n'
import { afterNextPaint } from '../lib/next-paint'
import { queryClient } from '../lib/query-client'

// The toast library loads after the first screen has painted, not in the entry script: the first load stays small,
// and its start (it inserts its stylesheet, which restyles the page) is not part of the first screen's task. Should
// its file not arrive (offline before the service worker kept it), the app goes on without toasts rather than failing.
const PageToaster = lazy(() => import('../components/toast').then((m) => ({ default: m.PageToaster })))

export function AppProvider({ children }: { children: ReactNode }) {
  // a language switch rewrites the strings objects; keying the tree re-renders every screen with them
  const language = useLanguage()
  const [screenPainted, setScreenPainted] = useState(false)
  useEffect(() => void afterNextPaint().then(() => setScreenPainted(true)), [])
  return (
    <QueryClientProvider client={queryClient}>
      <Fragment key={language}>{children}</Fragment>
      {screenPainted && (
        <OnDemand loading={null} failed={null}>
          <PageToaster />
        </OnDemand>
      )}
    </QueryClientProvider>
  )
}
