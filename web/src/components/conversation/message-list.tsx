import { HIDDEN_NUMBER, type ThreadMessage } from '@basera/contract/threads'
import styles from './conversation.module.css'

interface MessageListStrings {
  you: string
  report: string
  reportLabel: (author: string) => string
  reported: string
  /** What the server's mask of the tenant's number reads as, in the reader's language. */
  hiddenNumber: string
}

interface MessageListProps {
  messages: readonly ThreadMessage[]
  strings: MessageListStrings
  /** How a message's time reads ("28 Nov, 4:05 pm") in the reader's language. */
  timeOf: (iso: string) => string
  /** Reports one of the other side's messages; left out where the reader may not report (an admin). */
  onReport?: (message: ThreadMessage) => void
}

/** A thread's messages, oldest first: the reader's own on the right, the other side's with a report action. */
export function MessageList({ messages, strings, timeOf, onReport }: MessageListProps) {
  return (
    <ol className={styles.messages}>
      {messages.map((m) => (
        <li key={m.message_id} className={m.mine ? `${styles.message} ${styles.mine}` : styles.message}>
          <p className={styles.author}>{m.mine ? strings.you : m.author_name}</p>
          <p className={styles.text}>{m.text.replaceAll(HIDDEN_NUMBER, strings.hiddenNumber)}</p>
          <div className={styles.meta}>
            <time dateTime={m.created_at}>{timeOf(m.created_at)}</time>
            {!m.mine && onReport && (m.reported ? (
              <span>{strings.reported}</span>
            ) : (
              <button type="button" className={styles.report} aria-label={strings.reportLabel(m.author_name)} onClick={() => onReport(m)}>
                {strings.report}
              </button>
            ))}
          </div>
        </li>
      ))}
    </ol>
  )
}
