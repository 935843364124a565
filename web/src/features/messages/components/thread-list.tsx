import { Link } from 'react-router'
import type { ThreadSummary } from '@basera/contract/threads'
import { formatDate } from '../../../lib/format'
import { useLanguage, useStrings } from '../../../lib/i18n'
import { messageStrings } from '../strings'
import row from '../../../components/conversation/thread-row.module.css'
import styles from './thread-list.module.css'

/** The tenant's threads, newest first: the property, what it is about, the last message and how many are unread. */
export function ThreadList({ threads }: { threads: readonly ThreadSummary[] }) {
  const t = useStrings(messageStrings)
  const language = useLanguage()
  return (
    <ul className={styles.list}>
      {threads.map((thread) => (
        <li key={thread.thread_id}>
          <Link to={`/messages/${thread.thread_id}`} className={thread.unread > 0 ? `${styles.row} ${row.unread}` : styles.row}>
            <span className={row.line}>
              <span className={row.name}>{thread.other_name}</span>
              <time className={row.when} dateTime={thread.updated_at}>{formatDate(thread.updated_at, language)}</time>
            </span>
            <span className={row.line}>
              <span className={row.kind}>{t.kinds[thread.kind]}</span>
              <span className={row.preview}>{thread.last_message?.text ?? ''}</span>
              {thread.unread > 0 && (
                <span className={styles.badge}>
                  <span aria-hidden="true">{thread.unread}</span>
                  <span className="visually-hidden">{t.unread(thread.unread)}</span>
                </span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
