import { Link } from 'react-router'
import type { ThreadSummary } from '@basera/contract/threads'
import { formatDate, formatTime } from '../../../lib/format'
import { operatorMessageStrings as t } from '../strings'
import row from '../../../components/conversation/thread-row.module.css'
import styles from './operator-messages.module.css'

interface Props {
  threads: readonly ThreadSummary[]
  selected: number | undefined
  /** The address of a thread in this list (the URL keeps the property filter). */
  hrefOf: (threadId: number) => string
}

/** Conversations newest first: the tenant's name, the property, what it is about, the last message and the unread count. */
export function OperatorThreadList({ threads, selected, hrefOf }: Props) {
  return (
    <ul className={styles.list}>
      {threads.map((thread) => {
        const classes = [styles.row, thread.unread > 0 ? row.unread : '', thread.thread_id === selected ? styles.selected : ''].join(' ')
        return (
          <li key={thread.thread_id}>
            <Link to={hrefOf(thread.thread_id)} className={classes} aria-current={thread.thread_id === selected ? 'true' : undefined}>
              <span className={row.line}>
                <span className={row.name}>{thread.other_name}</span>
                <time dateTime={thread.updated_at} className={row.when}>
                  {formatDate(thread.updated_at, 'en')}, {formatTime(thread.updated_at)}
                </time>
              </span>
              <span className={`${row.line} ${styles.property}`}>
                <span className={row.kind}>{t.kinds[thread.kind]}</span>
                {thread.property_name}
                {thread.reported && <span className={styles.reportedBadge}>{t.reportedBadge}</span>}
              </span>
              <span className={row.line}>
                <span className={row.preview}>{thread.last_message?.text ?? ''}</span>
                {thread.unread > 0 && <span className={styles.badge}>{t.unread(thread.unread)}</span>}
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
