import { lazy } from 'react'
import type { ModalProps } from './modal'
import { OnDemand } from './on-demand'
import { Loading } from './states'
import styles from './modal-on-demand.module.css'
import { useWantedOnce } from '../lib/idle'

// the dialog's code (0.7 KB gzip) is not needed for a public page's first paint: compare, save search, review
const Modal = lazy(() => import('./modal').then((m) => ({ default: m.Modal })))

/** Shown over the page when a dialog is opened before its code is in (a tap before the page went idle). */
export function DialogLoading() {
  return (
    <div className={styles.opening}>
      <div className={styles.card}>
        <Loading />
      </div>
    </div>
  )
}

/**
 * A Modal opened by a tap on a public page, whose code is not in the page's first load: it arrives once the page
 * is idle (closed, so nothing on the page moves), or at the first opening if that comes sooner, with DialogLoading
 * over the page meanwhile. Should its file not arrive (offline before the service worker kept it), the tap opens
 * nothing rather than failing the screen.
 */
export function ModalOnDemand(props: ModalProps) {
  const wanted = useWantedOnce(props.open)
  if (!wanted) return null
  return (
    <OnDemand loading={props.open ? <DialogLoading /> : null} failed={null}>
      <Modal {...props} />
    </OnDemand>
  )
}
