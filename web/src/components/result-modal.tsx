import type { ReactNode } from 'react'
import { messages } from '@basera/contract/messages'
import { Button } from './button'
import { Icon } from './icon'
import { Modal } from './modal'
import { componentStrings } from './strings'
import styles from './result-modal.module.css'
import { useStrings } from '../lib/i18n'

export type RequestResult = 'success' | 'failure' | null

/** The spec's 'Request Sent Successfully' / 'Something Went Wrong' modals (callbacks, interest banners); `details` say what was asked. */
export function ResultModal({ result, onClose, details }: { result: RequestResult; onClose: () => void; details?: ReactNode }) {
  const messageText = useStrings(messages)
  const componentText = useStrings(componentStrings)
  const success = result === 'success'
  return (
    <Modal open={result !== null} onClose={onClose} title={success ? messageText.requestSentTitle : messageText.requestFailedTitle}>
      <div className={styles.content}>
        <span className={`${styles.badge} ${success ? styles.ok : styles.fail}`}>
          <Icon name={success ? 'check' : 'info'} size={32} />
        </span>
        {success && details}
        {!success && (
          <>
            <p className={styles.lead}>{messageText.requestFailedBody}</p>
            <p>{messageText.requestFailedHint}</p>
          </>
        )}
        <Button onClick={onClose}>{componentText.ok}</Button>
      </div>
    </Modal>
  )
}
