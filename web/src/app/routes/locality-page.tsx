import { useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { Link, useParams } from 'react-router'
import { localityFilter, localityPagePath } from '@basera/contract/seo'
import { searchPath } from '@basera/contract/search-link'
import { Button, buttonClass } from '../../components/button'
import { Header } from '../../components/header'
import { LaterPart } from '../../components/later-part'
import { EmptyState, ErrorState, Skeleton } from '../../components/states'
import { useCityLocalities } from '../../features/localities/api/get-pref-localities'
import { PropertyCard } from '../../features/properties/components/property-card'
import { useSearchProperties } from '../../features/search/api/search-properties'
import { ShortlistButton } from '../../features/shortlist/components/shortlist-button'
import { useStrings } from '../../lib/i18n'
import { localityOfPath } from '../page-head'
import { localityPageStrings } from './locality-page-strings'
import listStyles from './search.module.css'
import styles from './locality-page.module.css'

// the cards a phone's first view shows hydrate with the screen; the others each as a later part
const CARDS_AT_ONCE = 2

/** /pg-in/<city>/<locality>: a locality's published properties, for people arriving from a search engine. */
export function LocalityPageScreen() {
  const t = useStrings(localityPageStrings)
  const params = useParams()
  const queryClient = useQueryClient()
  const place = localityOfPath(queryClient, params)
  const localities = useCityLocalities(place?.cityId)

  if (!place) {
    return (
      <>
        <Header back menu title={t.chooseLocality} />
        <main className={listStyles.screen}>
          {localities.isPending && localities.fetchStatus !== 'idle' ? (
            <Skeleton height={120} />
          ) : (
            <EmptyState title={t.unknown}>
              <p>{t.unknownBody}</p>
              <Link to="/localities" className={buttonClass()}>
                {t.chooseLocality}
              </Link>
            </EmptyState>
          )}
        </main>
      </>
    )
  }
  return <Listed cityId={place.cityId} cityName={place.cityName} localityId={place.locality.locality_id} localityName={place.locality.locality_name} />
}

function Listed({ cityId, cityName, localityId, localityName }: { cityId: number; cityName: string; localityId: number; localityName: string }) {
  const t = useStrings(localityPageStrings)
  const filter = useMemo(() => localityFilter(cityId, localityId), [cityId, localityId])
  const search = useSearchProperties(filter)
  const localities = useCityLocalities(cityId)
  const results = useMemo(() => search.data?.pages.flatMap((page) => page.data) ?? [], [search.data])
  const total = search.data?.pages[0]?.total ?? 0
  const others = (localities.data ?? []).filter((l) => l.locality_id !== localityId)

  return (
    <>
      <Header back menu title={t.title(localityName, cityName)} />
      <main className={listStyles.screen}>
        <p className={styles.intro}>{t.intro(localityName, cityName)}</p>
        <Link to={searchPath(filter)} className={buttonClass('outline', true)}>
          {t.filter}
        </Link>
        {search.isError ? (
          <ErrorState message={t.loadFailed} onRetry={() => void search.refetch()} />
        ) : !search.data ? (
          <Skeleton height={360} count={2} />
        ) : results.length === 0 ? (
          <EmptyState title={t.none}>
            <p>{t.noneBody}</p>
          </EmptyState>
        ) : (
          <>
            <p className={listStyles.count}>{t.count(total)}</p>
            <div className={listStyles.list}>
              {results.map((property, i) => {
                const card = <PropertyCard property={property} priority={i === 0} action={<ShortlistButton property={property} />} />
                return i < CARDS_AT_ONCE ? <div key={property.property_id}>{card}</div> : <LaterPart key={property.property_id}>{card}</LaterPart>
              })}
            </div>
            {search.hasNextPage && (
              <Button variant="outline" block busy={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
                {t.loadMore}
              </Button>
            )}
          </>
        )}
        {others.length > 0 && (
          <LaterPart>
            <nav className={styles.others} aria-labelledby="other-localities">
              <h2 id="other-localities" className={styles.othersTitle}>
                {t.otherLocalities(cityName)}
              </h2>
              <ul className={styles.links}>
                {others.map((l) => (
                  <li key={l.locality_id}>
                    <Link to={localityPagePath(cityName, l.locality_name)}>{l.locality_name}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </LaterPart>
        )}
      </main>
    </>
  )
}
