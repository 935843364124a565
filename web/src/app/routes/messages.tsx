import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router'
import { buttonClass } from '../../components/button'
import { Header } from '../../components/header'
import { EmptyState, ErrorState, Skeleton } from '../../components/states'
import { useThread, useThreads } from '../../features/messages/api/threads'
import { Conversation, type ThreadStart } from '../../features/messages/components/conversation'
import { ThreadList } from '../../features/messages/components/thread-list'
import { messageStrings } from '../../features/messages/strings'
import { useStrings } from '../../lib/i18n'
import { useSession } from '../../lib/session'
import styles from './help.module.css'

/** The tenant's conversations with properties, newest first. */
export function MessagesScreen() {
  const t = useStrings(messageStrings)
  const leadId = useSession()?.leadId ?? 0
  const threads = useThreads(leadId)
  return (
    <>
      <Header back menu title={t.title} />
      <main className={styles.page}>
        {threads.isPending ? (
          <Skeleton height={72} count={3} />
        ) : threads.isError ? (
          <ErrorState onRetry={() => void threads.refetch()} />
        ) : threads.data.length === 0 ? (
          <EmptyState title={t.empty}>
            <p>{t.emptyBody}</p>
            <Link to="/localities" className={buttonClass()}>
              {t.title}
            </Link>
          </EmptyState>
        ) : (
          <ThreadList threads={threads.data} />
        )}
      </main>
    </>
  )
}

const idOf = (value: string | null | undefined) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null)

/** What /messages/new?property_id= (or booking_id, visit_id) starts a conversation about. */
function startOf(params: URLSearchParams): ThreadStart | null {
  const property = idOf(params.get('property_id'))
  const booking = idOf(params.get('booking_id'))
  const visit = idOf(params.get('visit_id'))
  if (booking !== null) return { booking_id: booking }
  if (visit !== null) return { visit_id: visit }
  return property !== null ? { property_id: property } : null
}

/**
 * One conversation: /messages/:threadId, or /messages/new?property_id=… (the property page's Contact Owner), which
 * opens the tenant's thread about it when there is one and otherwise lets the first message start it.
 */
export function MessageThreadScreen() {
  const t = useStrings(messageStrings)
  const leadId = useSession()?.leadId ?? 0
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const threadParam = useParams()['threadId']
  const threadId = threadParam === 'new' ? null : idOf(threadParam)
  const start = threadParam === 'new' ? startOf(params) : null
  const threads = useThreads(leadId)
  const thread = useThread(leadId, threadId)
  if (threadId === null && start === null) return <Navigate to="/messages" replace />
  const existing = start && threads.data?.find((s) =>
    'property_id' in start ? s.kind === 'enquiry' && s.property_id === start.property_id
      : 'booking_id' in start ? s.booking_id === start.booking_id : s.visit_id === start.visit_id)
  if (existing) return <Navigate to={`/messages/${existing.thread_id}`} replace />
  const title = thread.data?.other_name ?? t.title
  const onStarted = (id: number) => void navigate(`/messages/${id}`, { replace: true })
  return (
    <>
      <Header back title={title} />
      <main className={styles.page}>
        {threadId !== null && thread.isPending ? (
          <Skeleton height={96} count={2} />
        ) : threadId !== null && thread.isError ? (
          <ErrorState message={thread.error.message} onRetry={() => void thread.refetch()} />
        ) : start && threads.isPending ? (
          <Skeleton height={96} count={1} />
        ) : (
          <Conversation key={threadId ?? 'new'} leadId={leadId} thread={thread.data ?? null} start={start} onStarted={onStarted} />
        )}
      </main>
    </>
  )
}
