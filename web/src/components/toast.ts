import { useLayoutEffect } from 'react'
import type { ExternalToast } from 'sonner'
import { getErrorMessage } from '../lib/api-client'
import { localMessage } from '../lib/i18n'

// A modal <dialog> makes the rest of the page inert: a toast on the page would show under its backdrop and not be
// read out. So an error raised while a modal is open shows inside the top-most one (Modal's alert line), where the
// person is acting; successes and notes go to the page's toaster, which is where they belong once the modal that
// raised them has closed (whenever React gets to close it).
const openModalAlerts: ((message: string) => void)[] = []

// The toast library is fetched when the first toast is raised (the page's toaster has usually fetched it by then),
// so screens that can raise one do not carry it in their first load.
type Kind = 'success' | 'info' | 'error'
function raise(kind: Kind, message: string, options?: ExternalToast) {
  void import('sonner').then(({ toast: sonnerToast }) => sonnerToast[kind](message, options), () => undefined)
}

// a contract message (a schema's or the server's English) shows in the reader's language
export const toast = {
  success: (message: string, options?: ExternalToast) => raise('success', localMessage(message), options),
  info: (message: string, options?: ExternalToast) => raise('info', localMessage(message), options),
  error: (message: string, options?: ExternalToast) => {
    const showInModal = openModalAlerts.at(-1)
    if (showInModal) showInModal(localMessage(message))
    else raise('error', localMessage(message), options)
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
