import type { HomeSectionsReply } from '@basera/contract/engagement'
import { Skeleton } from '../../../components/states'
import { sectionByKey, type PropertySectionKey } from '../sections'
import { homeStrings } from '../strings'
import { PerfectMatchCarousel } from './perfect-match-carousel'
import { PropertyRow, PropertyStack } from './property-row'
import { RecentSearches } from './recent-searches'
import { SectionHeading } from './section-heading'
import type { RenderCard } from './types'
import styles from './home-sections.module.css'

// How many of each list the home page shows; 'View all' shows the rest.
const SHOWN: Record<PropertySectionKey, number> = { smart_suggestions: 4, perfect_match: 6, best_for_you: 2, budget_friendly: 4 }

function Section({ sectionKey, data, renderCard }: { sectionKey: PropertySectionKey; data: HomeSectionsReply; renderCard: RenderCard }) {
  const info = sectionByKey(sectionKey)
  const properties = data[sectionKey].slice(0, SHOWN[sectionKey])
  if (!info || properties.length === 0) return null
  const id = `home-${info.slug}`
  return (
    <section className={styles.section} aria-labelledby={id}>
      <SectionHeading id={id} title={info.title} slug={info.slug} />
      {sectionKey === 'perfect_match' ? (
        <PerfectMatchCarousel properties={properties} renderCard={renderCard} />
      ) : sectionKey === 'best_for_you' ? (
        <PropertyStack properties={properties} renderCard={renderCard} />
      ) : (
        <PropertyRow properties={properties} renderCard={renderCard} label={info.title} />
      )}
    </section>
  )
}

/** Recent Search, Smart Suggestions, Perfect Match, Best for You, Budget-Friendly (empty ones hidden). */
export function HomeSections({ data, renderCard }: { data: HomeSectionsReply; renderCard: RenderCard }) {
  const recent = data.recent_searches.slice(0, 3)
  return (
    <>
      {recent.length > 0 && (
        <section className={styles.section} aria-labelledby="home-recent-search">
          <SectionHeading id="home-recent-search" title={homeStrings.recentSearch} slug="recent-search" />
          <RecentSearches searches={recent} />
        </section>
      )}
      <Section sectionKey="smart_suggestions" data={data} renderCard={renderCard} />
      <Section sectionKey="perfect_match" data={data} renderCard={renderCard} />
      <Section sectionKey="best_for_you" data={data} renderCard={renderCard} />
      <Section sectionKey="budget_friendly" data={data} renderCard={renderCard} />
    </>
  )
}

export function HomeSectionsSkeleton() {
  return (
    <div className={styles.section} role="status" aria-label={homeStrings.loading}>
      <Skeleton height={28} />
      <Skeleton height={230} count={2} />
    </div>
  )
}
