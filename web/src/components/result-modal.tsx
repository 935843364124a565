import type { ReactNode } from 'react'
import { messages } from '@basera/contract/messages'
import { Button } from './button'
import { Icon } from './icon'
import { Modal } from './modal'
import { componentStrings } from './strings'
import styles from './result-modal.module.css'

export type RequestResult = 'success' | 'failure' | null

/** The spec's 'Request Sent Successfully' / 'Something Went Wrong' modals (callbacks, interest banners); `details` say what was asked. */
export function ResultModal({ result, onClose, details }: { result: RequestResult; onClose: () => void; details?: ReactNode }) {
  const success = result === 'success'
  return (
    <Modal open={result !== null} onClose={onClose} title={success ? messages.requestSentTitle : messages.requestFailedTitle}>
      <div className={styles.content}>
        <span className={`${styles.badge} ${success ? styles.ok : styles.fail}`}>
          <Icon name={success ? 'check' : 'info'} size={32} />
        </span>
        {success && details}
        {!success && (
          <>
            <p className={styles.lead}>{messages.requestFailedBody}</p>
            <p>{messages.requestFailedHint}</p>
          </>
        )}
        <Button onClick={onClose}>{componentStrings.ok}</Button>
      </div>
    </Modal>
  )
}
