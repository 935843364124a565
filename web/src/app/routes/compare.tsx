import { useQueries } from '@tanstack/react-query'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { buttonClass } from '../../components/button'
import { Header } from '../../components/header'
import { Icon } from '../../components/icon'
import { EmptyState, ErrorState, Skeleton } from '../../components/states'
import { toast } from '../../components/toast'
import { shareLink } from '../../lib/share-link'
import { CompareTable } from '../../features/compare/components/compare-table'
import { comparePath, COMPARE_MAX, unpick } from '../../features/compare/compare-store'
import type { Compared } from '../../features/compare/compare-rows'
import { comparePageStrings } from '../../features/compare/page-strings'
import { propertyQuery } from '../../features/properties/api/get-property'
import { roomOptionsQuery } from '../../features/properties/api/get-room-options'
import styles from './compare.module.css'
import { useStrings } from '../../lib/i18n'

/** `?ids=1,2,3`: at most three distinct positive ids, in the order given. */
function idsFrom(value: string | null): number[] {
  const ids = (value ?? '').split(',').map((part) => Number(part.trim())).filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31)
  return [...new Set(ids)].slice(0, COMPARE_MAX)
}

/** /compare?ids=1,2,3: a shareable side-by-side page of up to three properties. */
export function CompareScreen() {
  const t = useStrings(comparePageStrings)
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const ids = idsFrom(params.get('ids'))
  const details = useQueries({ queries: ids.map((id) => propertyQuery(id)) })
  const rooms = useQueries({ queries: ids.map((id) => roomOptionsQuery(id)) })

  const onRemove = (propertyId: number) => {
    unpick(propertyId)
    void navigate(comparePath(ids.filter((id) => id !== propertyId)), { replace: true })
  }
  const onShare = async () => {
    const outcome = await shareLink(window.location.href, t.shareTitle, t.shareText)
    if (outcome === 'copied') toast.success(t.linkCopied)
  }

  const pending = details.some((q) => q.isPending) || rooms.some((q) => q.isPending)
  const retries = [...details.filter((q) => q.isError).map((q) => q.refetch), ...rooms.filter((q) => q.isError).map((q) => q.refetch)]
  const items: Compared[] = ids.flatMap((_, i) => {
    const detail = details[i]?.data
    const options = rooms[i]?.data
    return detail && options ? [{ detail, rooms: options }] : []
  })

  return (
    <>
      <Header
        back
        title={t.title}
        actions={
          ids.length > 0 && (
            <button type="button" className={styles.share} onClick={() => void onShare()} aria-label={t.share}>
              <Icon name="share" />
            </button>
          )
        }
      />
      <main className={styles.screen}>
        {ids.length === 0 ? (
          <EmptyState title={t.empty}>
            <p>{t.emptyBody}</p>
            <Link to="/search" className={buttonClass()}>
              {t.browse}
            </Link>
          </EmptyState>
        ) : pending ? (
          <Skeleton height={480} />
        ) : (
          <>
            {retries.length > 0 && <ErrorState message={t.loadFailed} onRetry={() => retries.forEach((refetch) => void refetch())} />}
            {items.length > 0 && <CompareTable items={items} onRemove={onRemove} />}
          </>
        )}
      </main>
    </>
  )
}
