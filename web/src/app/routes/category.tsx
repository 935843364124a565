import { Link, useParams } from 'react-router'
import type { PropertyCard as PropertyCardData } from '@basera/contract/properties'
import { buttonClass } from '../../components/button'
import { Header } from '../../components/header'
import { EmptyState, ErrorState, Skeleton } from '../../components/states'
import { useHomeSections } from '../../features/home/api/get-home-sections'
import { PropertyStack } from '../../features/home/components/property-row'
import { RecentSearches } from '../../features/home/components/recent-searches'
import { sectionBySlug } from '../../features/home/sections'
import { homeStrings } from '../../features/home/strings'
import { PropertyCard } from '../../features/properties/components/property-card'
import { ShortlistButton } from '../../features/shortlist/components/shortlist-button'
import styles from './category.module.css'
import { useStrings } from '../../lib/i18n'

const renderPropertyCard = (property: PropertyCardData, variant: 'full' | 'compact', priority: boolean) => (
  <PropertyCard property={property} variant={variant} priority={priority} action={<ShortlistButton property={property} />} />
)

/** 'View all' of a home section: the same server answer, as a vertical list. */
export function CategoryScreen() {
  const homeText = useStrings(homeStrings)
  const { slug } = useParams()
  const section = sectionBySlug(slug)
  const sections = useHomeSections()

  if (!section) {
    return (
      <>
        <Header back menu />
        <main>
          <EmptyState title={homeText.notFound}>
            <Link to="/home" className={buttonClass()}>
              {homeText.backHome}
            </Link>
          </EmptyState>
        </main>
      </>
    )
  }

  const body = () => {
    if (sections.isPending) return <Skeleton height={320} count={2} />
    if (sections.isError) return <ErrorState onRetry={() => void sections.refetch()} />
    if (section.key === 'recent_searches') {
      const searches = sections.data.recent_searches
      return searches.length > 0 ? <RecentSearches searches={searches} layout="stack" /> : <Empty />
    }
    const list = sections.data[section.key]
    return list.length > 0 ? <PropertyStack properties={list} renderCard={renderPropertyCard} priorityCount={1} /> : <Empty />
  }

  return (
    <>
      <Header back menu title={homeText[section.title]} />
      <main className={styles.page}>{body()}</main>
    </>
  )
}

function Empty() {
  const homeText = useStrings(homeStrings)
  return (
    <EmptyState title={homeText.categoryEmpty}>
      <Link to="/filters" className={buttonClass()}>
        {homeText.setPreferences}
      </Link>
    </EmptyState>
  )
}
