import { QueryClientProvider } from '@tanstack/react-query'
import { Fragment, lazy, Suspense, type ReactNode } from 'react'
import { useLanguage } from '../lib/i18n'
import { queryClient } from '../lib/query-client'

// The toast library loads beside the first screen, not in the entry script: the first load stays small.
const PageToaster = lazy(() => import('../components/toast').then((m) => ({ default: m.PageToaster })))

export function AppProvider({ children }: { children: ReactNode }) {
  // a language switch rewrites the strings objects; keying the tree re-renders every screen with them
  const language = useLanguage()
  return (
    <QueryClientProvider client={queryClient}>
      <Fragment key={language}>{children}</Fragment>
      <Suspense fallback={null}>
        <PageToaster />
      </Suspense>
    </QueryClientProvider>
  )
}
