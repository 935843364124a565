import { useLayoutEffect } from 'react'
import { Toaster, toast as sonnerToast, type ExternalToast } from 'sonner'
import { TOAST_MS } from '@basera/contract/constants'
import { getErrorMessage } from '../lib/api-client'
import { localMessage } from '../lib/i18n'

// A modal <dialog> sits in the browser's top layer, above the page's toaster. So every open
// Modal renders a toaster of its own, and a toast raised while modals are open goes to the
// top-most one. Callers just use `toast`; the spec's rental-flow toasts close after 2000 ms.
const openModalToasters: string[] = []

function routed(options?: ExternalToast): ExternalToast | undefined {
  const top = openModalToasters.at(-1)
  return top ? { ...options, toasterId: top } : options
}

// a contract message (a schema's or the server's English) shows in the reader's language
export const toast = {
  success: (message: string, options?: ExternalToast) => sonnerToast.success(localMessage(message), routed(options)),
  error: (message: string, options?: ExternalToast) => sonnerToast.error(localMessage(message), routed(options)),
  info: (message: string, options?: ExternalToast) => sonnerToast.info(localMessage(message), routed(options)),
}

/** Mutation callbacks that say how a write went: the reply's message, or the failure's text. */
export const toastOutcome = {
  onSuccess: (reply: { message: string }) => toast.success(reply.message),
  onError: (error: unknown) => toast.error(getErrorMessage(error)),
}

const toasterStyle = { fontFamily: 'var(--font-body)' }

/** The page's toaster, mounted once by the app provider. */
export function PageToaster() {
  return <Toaster position="top-center" duration={TOAST_MS} richColors style={toasterStyle} />
}

/** A modal's own toaster; while mounted, toasts go to it. */
export function ModalToaster({ id }: { id: string }) {
  // a layout effect: the toaster leaves the list in the commit that closes its modal, so a toast raised right
  // after (a write's reply, once flushSync has closed the modal) goes to the page (passive cleanups run later)
  useLayoutEffect(() => {
    openModalToasters.push(id)
    return () => {
      openModalToasters.splice(openModalToasters.lastIndexOf(id), 1)
    }
  }, [id])
  return <Toaster id={id} position="top-center" duration={TOAST_MS} richColors style={toasterStyle} />
}
