import { useEffect } from 'react'
import type { ThreadDetail, ThreadMessage } from '@basera/contract/threads'
import { Composer } from '../../../components/conversation/composer'
import { MessageList } from '../../../components/conversation/message-list'
import { PhoneLink } from '../../../components/phone-link'
import { toast, toastOutcome } from '../../../components/toast'
import { formatDate, formatTime } from '../../../lib/format'
import { useMarkOperatorThreadRead, useReportOperatorMessage, useSendOperatorMessage } from '../api/threads'
import { operatorMessageStrings as t } from '../strings'
import styles from './operator-messages.module.css'

const timeOf = (iso: string) => `${formatDate(iso, 'en')}, ${formatTime(iso)}`

/** One conversation in the console: the tenant's messages and the property's, a reply box, and a report action. */
export function OperatorConversation({ thread }: { thread: ThreadDetail }) {
  const send = useSendOperatorMessage()
  const report = useReportOperatorMessage()
  const { mutate: markRead } = useMarkOperatorThreadRead()
  // opening a thread with unread tenant messages marks them read for the property's side
  useEffect(() => {
    if (thread.unread > 0 && thread.can_reply) markRead(thread.thread_id)
  }, [thread.thread_id, thread.unread, thread.can_reply, markRead])

  const onSend = async (text: string) => {
    try {
      await send.mutateAsync({ threadId: thread.thread_id, text })
      return true
    } catch (error) {
      toastOutcome.onError(error)
      return false
    }
  }
  const onReport = (m: ThreadMessage) => {
    if (!window.confirm(t.reportConfirm(m.author_name))) return
    report.mutate(m.message_id, { onSuccess: (reply) => toast.success(reply.message ?? ''), onError: toastOutcome.onError })
  }
  return (
    <section className={styles.thread} aria-label={t.threadLabel(thread.other_name)}>
      <header className={styles.threadHead}>
        <h2 className={styles.threadTitle}>{thread.other_name}</h2>
        <p className={styles.threadMeta}>
          {t.kinds[thread.kind]} · {thread.property_name}
        </p>
        {thread.tenant_phone ? (
          <p className={styles.threadMeta}>
            <PhoneLink phone={thread.tenant_phone} /> {t.numberShared}
          </p>
        ) : (
          <p className={styles.threadMeta}>{t.numberHidden}</p>
        )}
      </header>
      <div className={styles.messages}>
        <MessageList messages={thread.messages} strings={t} timeOf={timeOf} {...(thread.can_reply ? { onReport } : {})} />
      </div>
      {thread.can_reply ? <Composer strings={t} busy={send.isPending} onSend={onSend} /> : <p className={styles.threadMeta}>{t.readOnly}</p>}
    </section>
  )
}
