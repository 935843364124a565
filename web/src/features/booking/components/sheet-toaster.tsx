import { Toaster, type ExternalToast } from 'sonner'
import { TOAST_MS } from '@basera/contract/constants'
import { toast } from '../../../components/toast'

const SHEET_TOASTER = 'booking-sheet'

/**
 * A modal <dialog> sits in the browser's top layer, above the page's toaster: toasts raised while
 * a booking sheet is open go to this toaster, rendered inside the sheet.
 */
export function SheetToaster() {
  return <Toaster id={SHEET_TOASTER} position="top-center" duration={TOAST_MS} richColors style={{ fontFamily: 'var(--font-body)' }} />
}

export const sheetToast = {
  error: (message: string, options?: ExternalToast) => toast.error(message, { ...options, toasterId: SHEET_TOASTER }),
  success: (message: string, options?: ExternalToast) => toast.success(message, { ...options, toasterId: SHEET_TOASTER }),
}
