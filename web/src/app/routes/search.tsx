import { useMemo } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router'
import { messages } from '@basera/contract/messages'
import { CITIES, GENDER_LABELS } from '@basera/contract/constants'
import type { PropertyCard as PropertyCardData } from '@basera/contract/properties'
import { Button, buttonClass } from '../../components/button'
import { Header } from '../../components/header'
import { Icon } from '../../components/icon'
import { EmptyState, ErrorState, Skeleton } from '../../components/states'
import { toast } from '../../components/toast'
import { formatRupees } from '../../lib/format'
import { useCityLocalities } from '../../features/localities/api/get-pref-localities'
import { LocalityChips } from '../../features/localities/components/locality-chips'
import { PropertyCard } from '../../features/properties/components/property-card'
import { useSearchProperties } from '../../features/search/api/search-properties'
import { CardCarousel } from '../../features/search/components/card-carousel'
import { RecentSearchesCard } from '../../features/search/components/recent-searches-card'
import { SearchBanner } from '../../features/search/components/search-banner'
import { SearchBar } from '../../features/search/components/search-bar'
import { groupResults } from '../../features/search/group-results'
import { filterFromPrefs, readPrefs } from '../../features/search/prefs'
import { hasFilterParams, parseSearchParams, searchPath, type SearchFilter } from '@basera/contract/search-link'
import { shareLink } from '../../lib/share-link'
import { useDeferredLists } from '../../lib/use-deferred-lists'
import { searchStrings } from '../../features/search/strings'
import { ShortlistButton } from '../../features/shortlist/components/shortlist-button'
import styles from './search.module.css'

/** serach-result: the filter lives in the URL, so a reload or a shared link shows the same results. */
export function SearchScreen() {
  const [params] = useSearchParams()
  if (!hasFilterParams(params)) return <Navigate to={searchPath(filterFromPrefs(readPrefs()))} replace />
  return <Results filter={parseSearchParams(params)} />
}

function card(property: PropertyCardData, priority = false) {
  return <PropertyCard key={property.property_id} property={property} priority={priority} action={<ShortlistButton property={property} />} />
}

function Results({ filter }: { filter: SearchFilter }) {
  const search = useSearchProperties(filter)
  const pages = useDeferredLists(search.data)
  const results = useMemo(() => pages?.pages.flatMap((page) => page.data) ?? [], [pages])
  const total = pages?.pages[0]?.total ?? 0
  const cityId = filter.cityId ?? results[0]?.city_id
  const localities = useCityLocalities(cityId)
  const cityName = CITIES.find((c) => c.city_id === cityId)?.city_name ?? results[0]?.city_name ?? ''
  const chips = filter.localityIds.map((id) => ({
    locality_id: id,
    locality_name:
      localities.data?.find((l) => l.locality_id === id)?.locality_name ?? results.find((r) => r.locality_id === id)?.locality_name ?? `#${id}`,
  }))
  const groups = groupResults(results, (p) => p.rating)

  const onShare = async () => {
    const outcome = await shareLink(window.location.href, searchStrings.shareTitle, searchStrings.shareText)
    if (outcome === 'copied') toast.success(searchStrings.linkCopied)
  }

  return (
    <>
      <Header
        back
        menu
        title={searchStrings.results}
        actions={
          <button type="button" className={styles.share} onClick={() => void onShare()} aria-label={searchStrings.share}>
            <Icon name="share" />
          </button>
        }
      />
      <main className={styles.screen}>
        <SearchBar />
        <section className={styles.filter} aria-label={searchStrings.selectedLocality}>
          <h2 className={styles.label}>{searchStrings.selectedLocality}</h2>
          {chips.length > 0 ? (
            <LocalityChips localities={chips} label={searchStrings.selectedLocality} />
          ) : (
            cityName && <p className={styles.summary}>{searchStrings.allOfCity(cityName)}</p>
          )}
          <p className={styles.summary}>
            {filter.gender ? GENDER_LABELS[filter.gender] : searchStrings.anyGender}
            {' · '}
            {searchStrings.priceSummary(formatRupees(filter.min), formatRupees(filter.max))}
          </p>
        </section>
        <RecentSearchesCard />
        {search.isError ? (
          <ErrorState message={searchStrings.loadFailed} onRetry={() => void search.refetch()} />
        ) : !pages ? (
          <Skeleton height={360} count={2} />
        ) : results.length === 0 ? (
          <EmptyState title={messages.noResults}>
            <p>{searchStrings.noResultsBody}</p>
            <Link to="/filters" className={buttonClass()}>
              {searchStrings.changeFilters}
            </Link>
          </EmptyState>
        ) : (
          <>
            <p className={styles.count} aria-live="polite">
              {searchStrings.resultCount(total)}
            </p>
            <div className={styles.list}>{groups.top.map((p, i) => card(p, i === 0))}</div>
            <SearchBanner />
            {groups.middle.length > 0 && <div className={styles.list}>{groups.middle.map((p) => card(p))}</div>}
            <CardCarousel title={searchStrings.topSelling(cityName)}>
              {groups.carousel.map((p) => (
                <PropertyCard key={p.property_id} property={p} variant="compact" action={<ShortlistButton property={p} />} />
              ))}
            </CardCarousel>
            {groups.rest.length > 0 && <div className={styles.list}>{groups.rest.map((p) => card(p))}</div>}
            {search.hasNextPage && (
              <Button variant="outline" block busy={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
                {searchStrings.loadMore}
              </Button>
            )}
          </>
        )}
      </main>
    </>
  )
}
