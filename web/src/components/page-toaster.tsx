import { Toaster } from 'sonner'
import { TOAST_MS } from '@basera/contract/constants'

/** The page's toaster, mounted once by the app provider (components/toast.tsx raises the toasts it shows). */
export function PageToaster() {
  return <Toaster position="top-center" duration={TOAST_MS} richColors style={{ fontFamily: 'var(--font-body)' }} />
}
