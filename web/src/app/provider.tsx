import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Toaster } from 'sonner'
import { TOAST_MS } from '@basera/contract/constants'
import { queryClient } from '../lib/query-client'

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="top-center" duration={TOAST_MS} richColors closeButton={false} />
    </QueryClientProvider>
  )
}
