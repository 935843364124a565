import { useLayoutEffect } from 'react'
import { Toaster, toast as sonnerToast, type ExternalToast } from 'sonner'
import { TOAST_MS } from '@basera/contract/constants'
import { getErrorMessage } from '../lib/api-client'
import { localMessage } from '../lib/i18n'

// A modal <dialog> makes the rest of the page inert: a toast on the page would show under its backdrop and not be
// read out. So an error raised while a modal is open shows inside the top-most one (Modal's alert line), where the
// person is acting; successes and notes go to the page's toaster, which is where they belong once the modal that
// raised them has closed (whenever React gets to close it).
const openModalAlerts: ((message: string) => void)[] = []

// a contract message (a schema's or the server's English) shows in the reader's language
export const toast = {
  success: (message: string, options?: ExternalToast) => sonnerToast.success(localMessage(message), options),
  info: (message: string, options?: ExternalToast) => sonnerToast.info(localMessage(message), options),
  error: (message: string, options?: ExternalToast) => {
    const showInModal = openModalAlerts.at(-1)
    if (showInModal) showInModal(localMessage(message))
    else sonnerToast.error(localMessage(message), options)
  },
}

/** Mutation callbacks that say how a write went: the reply's message, or the failure's text. */
export const toastOutcome = {
  onSuccess: (reply: { message: string }) => toast.success(reply.message),
  onError: (error: unknown) => toast.error(getErrorMessage(error)),
}

/** While the calling modal is open, errors raised anywhere show through `show` (the top-most open modal wins). */
export function useModalAlerts(open: boolean, show: (message: string) => void) {
  useLayoutEffect(() => {
    if (!open) return undefined
    openModalAlerts.push(show)
    return () => {
      openModalAlerts.splice(openModalAlerts.lastIndexOf(show), 1)
    }
  }, [open, show])
}

/** The page's toaster, mounted once by the app provider. */
export function PageToaster() {
  return <Toaster position="top-center" duration={TOAST_MS} richColors style={{ fontFamily: 'var(--font-body)' }} />
}
