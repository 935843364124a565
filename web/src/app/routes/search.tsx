import { Fragment, useMemo } from 'react'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router'
import { messages } from '@basera/contract/messages'
import { CITIES, GENDER_LABELS } from '@basera/contract/constants'
import type { PropertyCard as PropertyCardData } from '@basera/contract/properties'
import { Button, buttonClass } from '../../components/button'
import { Header } from '../../components/header'
import { LaterPart } from '../../components/later-part'
import { Icon } from '../../components/icon'
import { EmptyState, ErrorState, Skeleton } from '../../components/states'
import { toast } from '../../components/toast'
import { formatRupees } from '../../lib/format'
import { useCityLocalities } from '../../features/localities/api/get-pref-localities'
import { LocalityChips } from '../../features/localities/components/locality-chips'
import { PropertyCard } from '../../features/properties/components/property-card'
import { useSearchProperties } from '../../features/search/api/search-properties'
import { usePlaces } from '../../features/search/api/get-places'
import { CardCarousel } from '../../features/search/components/card-carousel'
import { RecentSearchesCard } from '../../features/search/components/recent-searches-card'
import { SearchBanner } from '../../features/search/components/search-banner'
import { SearchBar } from '../../features/search/components/search-bar'
import { FilterChips } from '../../features/search/components/filter-chips'
import { SortSelect } from '../../features/search/components/sort-select'
import { ResultsMap, ResultsViewToggle, useMapAvailability } from '../../features/search/components/results-map'
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button'
import { useSession } from '../../lib/session'
import { groupResults, type ResultGroups } from '../../features/search/group-results'
import { filterFromPrefs, readPrefs } from '../../features/search/prefs'
import { hasFilterParams, parseSearchParams, type SearchFilter } from '@basera/contract/search-filter'
import { resultsViewOf, searchPath, type ResultsView } from '@basera/contract/search-link'
import { shareLink } from '../../lib/share-link'
import { searchStrings } from '../../features/search/strings'
import { ShortlistButton } from '../../features/shortlist/components/shortlist-button'
import { CompareButton } from '../../features/compare/components/compare-button'
import { CompareTray } from '../../features/compare/components/compare-tray'
import styles from './search.module.css'
import { useStrings } from '../../lib/i18n'

/** serach-result: the filter and the list or map view live in the URL, so a reload or a shared link shows the same results. */
export function SearchScreen() {
  const [params] = useSearchParams()
  const view = resultsViewOf(params)
  if (!hasFilterParams(params)) return <Navigate to={searchPath(filterFromPrefs(readPrefs()), view)} replace />
  return <Results filter={parseSearchParams(params)} view={view} />
}

// the cards a phone's first view shows hydrate with the screen; the others each as a later part
const CARDS_DRAWN_AT_ONCE = 2

/** The results' cards; `at` is the first one's place in the whole list. */
function cards(properties: PropertyCardData[], at = 0, distanceFrom?: string) {
  return properties.map((property, i) => {
    const card = (
      <PropertyCard
        property={property}
        priority={at + i === 0}
        distanceFrom={distanceFrom}
        action={<ShortlistButton property={property} />}
        extra={<CompareButton property={{ id: property.property_id, name: property.property_name }} />}
      />
    )
    return at + i < CARDS_DRAWN_AT_ONCE ? <Fragment key={property.property_id}>{card}</Fragment> : <LaterPart key={property.property_id}>{card}</LaterPart>
  })
}

function RatingGroups({ groups, cityName }: { groups: ResultGroups<PropertyCardData>; cityName: string | null }) {
  const searchText = useStrings(searchStrings)
  const afterTop = groups.top.length
  const afterMiddle = afterTop + groups.middle.length
  return (
    <>
      <div className={styles.list}>{cards(groups.top)}</div>
      <LaterPart>
        <SearchBanner />
      </LaterPart>
      {groups.middle.length > 0 && <div className={styles.list}>{cards(groups.middle, afterTop)}</div>}
      <LaterPart>
        <CardCarousel title={searchText.topSelling(cityName ?? searchText.everywhere)}>
          {groups.carousel.map((p) => (
            <PropertyCard key={p.property_id} property={p} variant="compact" action={<ShortlistButton property={p} />} />
          ))}
        </CardCarousel>
      </LaterPart>
      {groups.rest.length > 0 && <div className={styles.list}>{cards(groups.rest, afterMiddle + groups.carousel.length)}</div>}
    </>
  )
}

function Results({ filter, view: asked }: { filter: SearchFilter; view: ResultsView }) {
  const session = useSession()
  const navigate = useNavigate()
  const searchText = useStrings(searchStrings)
  const genderLabels = useStrings(GENDER_LABELS)
  const messageText = useStrings(messages)
  const search = useSearchProperties(filter)
  // a map URL opened without tiles (or offline) shows the list, and the toggle says why
  const mapReady = useMapAvailability().ready
  const view: ResultsView = asked === 'map' && mapReady ? 'map' : 'list'
  const chooseView = (next: ResultsView) => void navigate(searchPath(filter, next), { replace: true })
  const pages = search.data
  const results = useMemo(() => pages?.pages.flatMap((page) => page.data) ?? [], [pages])
  const total = pages?.pages[0]?.total ?? 0
  // the search's own city only: a search without one covers all of Delhi NCR, whatever the first card's city
  const cityId = filter.cityId ?? undefined
  const localities = useCityLocalities(cityId ?? (filter.localityIds.length > 0 ? results[0]?.city_id : undefined))
  const cityName = CITIES.find((c) => c.city_id === cityId)?.city_name ?? null
  const named = filter.localityIds.map((id) => ({
    locality_id: id,
    locality_name: localities.data?.find((l) => l.locality_id === id)?.locality_name ?? results.find((r) => r.locality_id === id)?.locality_name,
  }))
  // a name that did not load is never shown as a raw id
  const chips = named.every((c) => c.locality_name !== undefined) ? named.map((c) => ({ locality_id: c.locality_id, locality_name: c.locality_name ?? '' })) : null
  const groups = groupResults(results, (p) => p.rating)
  const places = usePlaces()
  const placeName = filter.placeId ? (places.data?.find((p) => p.id === filter.placeId)?.name ?? '') : undefined

  const onShare = async () => {
    const outcome = await shareLink(window.location.href, searchText.shareTitle, searchText.shareText)
    if (outcome === 'copied') toast.success(searchText.linkCopied)
  }

  return (
    <>
      <Header
        back
        menu
        title={searchText.results}
        actions={
          <button type="button" className={styles.share} onClick={() => void onShare()} aria-label={searchText.share}>
            <Icon name="share" />
          </button>
        }
      />
      <main className={styles.screen}>
        <SearchBar />
        <section className={styles.filter} aria-label={searchText.selectedLocality}>
          <h2 className={styles.label}>{searchText.selectedLocality}</h2>
          {filter.localityIds.length === 0 ? (
            <p className={styles.summary}>{cityName ? searchText.allOfCity(cityName) : searchText.allCities}</p>
          ) : chips ? (
            <LocalityChips localities={chips} label={searchText.selectedLocality} />
          ) : (
            <p className={styles.summary}>{searchText.localitiesChosen(filter.localityIds.length)}</p>
          )}
          <p className={styles.summary}>
            {filter.gender ? genderLabels[filter.gender] : searchText.anyGender}
            {' · '}
            {searchText.priceSummary(formatRupees(filter.min), formatRupees(filter.max))}
            {filter.metroKm !== undefined && ` · ${searchText.metroSummary(filter.metroKm)}`}
          </p>
          {placeName && <p className={styles.summary}>{searchText.nearestTo(placeName)}</p>}
          <FilterChips filter={filter} view={view} />
        </section>
        <div className={styles.tools}>
          <SortSelect filter={filter} view={view} />
          {session && <SaveSearchButton leadId={session.leadId} filter={filter} />}
          <ResultsViewToggle view={view} onChange={chooseView} />
        </div>
        {/* a guest's searches are not saved: only a signed-in reader is told where to find theirs */}
        {session && <RecentSearchesCard />}
        {search.isError ? (
          <ErrorState message={searchText.loadFailed} onRetry={() => void search.refetch()} />
        ) : !pages ? (
          <Skeleton height={360} count={2} />
        ) : results.length === 0 ? (
          <EmptyState title={messageText.noResults}>
            <p>{searchText.noResultsBody}</p>
            <Link to="/filters" className={buttonClass()}>
              {searchText.changeFilters}
            </Link>
          </EmptyState>
        ) : (
          <>
            <p className={styles.count} aria-live="polite">
              {searchText.resultCount(total)}
            </p>
            {view === 'map' ? (
              <ResultsMap properties={results} more={search.hasNextPage} />
            ) : placeName !== undefined || filter.sort !== undefined ? (
              // nearest first, or an order the tenant chose: the rating groups and the carousel would break it
              <div className={styles.list}>{cards(results, 0, placeName || undefined)}</div>
            ) : (
              <RatingGroups groups={groups} cityName={cityName} />
            )}
            <CompareTray />
            {search.hasNextPage && (
              <Button variant="outline" block busy={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
                {searchText.loadMore}
              </Button>
            )}
          </>
        )}
      </main>
    </>
  )
}
