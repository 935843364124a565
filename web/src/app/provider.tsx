import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { PageToaster } from '../components/toast'
import { queryClient } from '../lib/query-client'

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <PageToaster />
    </QueryClientProvider>
  )
}
