import { useSearchParams } from 'react-router'
import { ErrorState, ListStates, Skeleton } from '../../components/states'
import { useOperatorThread, useOperatorThreads } from '../../features/operator-messages/api/threads'
import { OperatorConversation } from '../../features/operator-messages/components/operator-conversation'
import { OperatorThreadList } from '../../features/operator-messages/components/operator-thread-list'
import listStyles from '../../features/operator-messages/components/operator-messages.module.css'
import { operatorMessageStrings as t } from '../../features/operator-messages/strings'
import { useOperatorSession } from '../../lib/operator-session'
import { FilterBar, idParam, PropertyFilter } from './operator-filters'
import styles from './operator.module.css'

/** Conversations with tenants, newest first, by property (in the URL), beside the one chosen (`?thread=`) with its reply box. */
export function OperatorMessagesScreen() {
  const [params] = useSearchParams()
  const isAdmin = useOperatorSession()?.role === 'admin'
  const propertyId = idParam(params, 'property_id')
  const threadId = idParam(params, 'thread')
  const threads = useOperatorThreads({ property_id: propertyId })
  const thread = useOperatorThread(threadId)
  const hrefOf = (id: number) => {
    const next = new URLSearchParams(params)
    next.set('thread', String(id))
    return `/operator/messages?${next.toString()}`
  }
  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{t.title}</h1>
      </div>
      <p className={styles.intro}>{isAdmin ? t.adminIntro : t.intro}</p>
      <FilterBar>
        <PropertyFilter label={t.property} allLabel={t.allProperties} />
      </FilterBar>
      <div className={listStyles.layout}>
        <ListStates
          query={threads}
          items={threads.data?.data}
          loadingLabel={t.loading}
          skeleton={{ height: 72, count: 4 }}
          emptyTitle={t.empty}
          emptyBody={propertyId !== undefined ? t.emptyFiltered : t.emptyAll}
        >
          {(list) => <OperatorThreadList threads={list} selected={threadId} hrefOf={hrefOf} />}
        </ListStates>
        {threadId === undefined ? (
          <p className={listStyles.placeholder}>{t.chooseThread}</p>
        ) : thread.isPending ? (
          <Skeleton height={360} />
        ) : thread.isError ? (
          <ErrorState message={thread.error.message} onRetry={() => void thread.refetch()} />
        ) : (
          <OperatorConversation key={thread.data.thread_id} thread={thread.data} />
        )}
      </div>
    </>
  )
}
