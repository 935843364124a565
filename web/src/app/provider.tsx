import { QueryClientProvider } from '@tanstack/react-query'
import { Fragment, lazy, type ReactNode } from 'react'
import { OnDemand } from '../components/on-demand'
import { useLanguage } from '../lib/i18n'
import { queryClient } from '../lib/query-client'

// The toast library loads beside the first screen, not in the entry script: the first load stays small. Should its
// file not arrive (offline before the service worker kept it), the app goes on without toasts rather than failing.
const PageToaster = lazy(() => import('../components/toast').then((m) => ({ default: m.PageToaster })))

export function AppProvider({ children }: { children: ReactNode }) {
  // a language switch rewrites the strings objects; keying the tree re-renders every screen with them
  const language = useLanguage()
  return (
    <QueryClientProvider client={queryClient}>
      <Fragment key={language}>{children}</Fragment>
      <OnDemand loading={null} failed={null}>
        <PageToaster />
      </OnDemand>
    </QueryClientProvider>
  )
}
