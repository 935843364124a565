import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, type ReactNode } from 'react'
import { queryClient } from '../lib/query-client'

// The toast library loads beside the first screen, not in the entry script: the first load stays small.
const PageToaster = lazy(() => import('../components/toast').then((m) => ({ default: m.PageToaster })))

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <PageToaster />
      </Suspense>
    </QueryClientProvider>
  )
}
