import { useEffect, useState } from 'react'
import type { ThreadDetail, ThreadMessage } from '@basera/contract/threads'
import { Button } from '../../../components/button'
import { Composer } from '../../../components/conversation/composer'
import { MessageList } from '../../../components/conversation/message-list'
import styles from '../../../components/conversation/conversation.module.css'
import { Modal } from '../../../components/modal'
import { toast, toastOutcome } from '../../../components/toast'
import { formatDate, formatTime } from '../../../lib/format'
import { useLanguage, useStrings } from '../../../lib/i18n'
import { useMarkThreadRead, useReportMessage, useSendMessage, useShareNumber } from '../api/threads'
import { messageStrings } from '../strings'

/** What a first message is about, when the thread does not exist yet. */
export type ThreadStart = { property_id: number } | { booking_id: number } | { visit_id: number }

interface ConversationProps {
  leadId: number
  /** The thread, once it exists (null: the first message starts it from `start`). */
  thread: ThreadDetail | null
  start: ThreadStart | null
  /** The first message made the thread: the screen moves to its address. */
  onStarted?: (threadId: number) => void
}

/** A tenant's conversation with a property: messages, "share my number", a report action and the composer. */
export function Conversation({ leadId, thread, start, onStarted }: ConversationProps) {
  const t = useStrings(messageStrings)
  const language = useLanguage()
  const send = useSendMessage()
  const share = useShareNumber()
  const report = useReportMessage()
  const markRead = useMarkThreadRead()
  const [reporting, setReporting] = useState<ThreadMessage | null>(null)
  const unread = thread?.unread ?? 0
  const threadId = thread?.thread_id ?? null
  const { mutate: markThreadRead } = markRead
  // seeing the other side's new messages marks them read (the tab bar's count goes down)
  useEffect(() => {
    if (threadId !== null && unread > 0) markThreadRead({ leadId, thread_id: threadId })
  }, [leadId, threadId, unread, markThreadRead])

  const onSend = async (text: string) => {
    const about = threadId !== null ? { thread_id: threadId } : (start ?? {})
    try {
      const reply = await send.mutateAsync({ leadId, text, ...about })
      if (threadId === null) onStarted?.(reply.data.thread_id)
      return true
    } catch (error) {
      toastOutcome.onError(error)
      return false
    }
  }
  const timeOf = (iso: string) => `${formatDate(iso, language)}, ${formatTime(iso)}`

  return (
    <section className={styles.conversation} aria-label={t.threadLabel}>
      {thread && (
        <div className={styles.share}>
          <input
            id="share-number"
            type="checkbox"
            role="switch"
            checked={thread.number_shared}
            disabled={share.isPending}
            aria-describedby="share-number-hint"
            onChange={(e) => share.mutate({ leadId, thread_id: thread.thread_id, share: e.target.checked }, { onSuccess: (reply) => toast.success(reply.message ?? ''), onError: toastOutcome.onError })}
          />
          <label htmlFor="share-number" className={styles.shareLabel}>
            {t.shareNumber}
          </label>
          <p id="share-number-hint" className={styles.shareHint}>
            {t.shareNumberHint}
          </p>
        </div>
      )}
      {thread && thread.messages.length > 0 ? (
        <MessageList messages={thread.messages} strings={t} timeOf={timeOf} onReport={setReporting} />
      ) : (
        <p className={styles.note}>{t.noMessagesYet}</p>
      )}
      <Composer strings={t} busy={send.isPending} onSend={onSend} />
      <Modal open={reporting !== null} onClose={() => setReporting(null)} title={t.reportTitle}>
        <p>{t.reportBody}</p>
        {reporting && <blockquote className={styles.text}>{reporting.text}</blockquote>}
        <div className={styles.composerRow}>
          <Button variant="outline" onClick={() => setReporting(null)}>
            {t.reportCancel}
          </Button>
          <Button
            busy={report.isPending}
            onClick={() => {
              if (!reporting) return
              report.mutate({ leadId, message_id: reporting.message_id }, {
                onSuccess: (reply) => { setReporting(null); toast.success(reply.message ?? '') },
                onError: toastOutcome.onError,
              })
            }}
          >
            {t.reportConfirm}
          </Button>
        </div>
      </Modal>
    </section>
  )
}
