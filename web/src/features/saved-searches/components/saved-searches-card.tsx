import { Link } from 'react-router'
import { Icon } from '../../../components/icon'
import { toastOutcome } from '../../../components/toast'
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches'
import { savedSearchStrings } from '../strings'
import styles from './saved-searches-card.module.css'
import { useStrings } from '../../../lib/i18n'
import { useSession } from '../../../lib/session'

/** Home's saved searches, for a signed-in tenant (nothing on the server's page: the session is the browser's). */
export function HomeSavedSearches() {
  const session = useSession()
  return session ? <SavedSearchesCard leadId={session.leadId} /> : null
}

/** Home's list of the tenant's saved searches: each opens its results; a tap on the bin deletes it. */
function SavedSearchesCard({ leadId }: { leadId: number }) {
  const text = useStrings(savedSearchStrings)
  const list = useSavedSearches(leadId)
  const remove = useDeleteSavedSearch(leadId)
  const searches = list.data?.data ?? []
  if (list.isPending) return null
  return (
    <section className={styles.card} aria-labelledby="saved-searches-title">
      <h2 id="saved-searches-title" className={styles.title}>{text.title}</h2>
      {list.isError ? (
        <p className={styles.empty}>{text.loadFailed}</p>
      ) : searches.length === 0 ? (
        <p className={styles.empty}>{text.empty}</p>
      ) : (
        <ul className={styles.list}>
          {searches.map((s) => (
            <li key={s.id} className={styles.row}>
              <Link to={`/search?${s.query}`} className={styles.open} aria-label={text.open(s.name)}>
                <Icon name="search" />
                <span>{s.name}</span>
              </Link>
              <button
                type="button"
                className={styles.remove}
                aria-label={text.remove(s.name)}
                disabled={remove.isPending}
                onClick={() => remove.mutate(s.id, { onError: toastOutcome.onError })}
              >
                <Icon name="close" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
