import { HOME_PROPERTY_SECTIONS } from '@basera/contract/constants'
import type { HomeSectionsReply } from '@basera/contract/engagement'
import { LaterPart } from '../../../components/later-part'
import { Skeleton } from '../../../components/states'
import { sectionByKey, type PropertySectionKey } from '../sections'
import { homeStrings } from '../strings'
import { PerfectMatchCarousel } from './perfect-match-carousel'
import { PropertyRow, PropertyStack } from './property-row'
import { RecentSearches } from './recent-searches'
import { SectionHeading } from './section-heading'
import type { RenderCard } from './types'
import styles from './home-sections.module.css'
import { useStrings } from '../../../lib/i18n'

// How many of each list the home page shows; 'View all' shows the rest.
const SHOWN: Record<PropertySectionKey, number> = { smart_suggestions: 4, perfect_match: 6, best_for_you: 2, budget_friendly: 4 }

// the first cards of the top list are on screen at once: their photos load without waiting to be scrolled to
const CARDS_ON_FIRST_SCREEN = 2

function Section({ sectionKey, data, renderCard, first }: { sectionKey: PropertySectionKey; data: HomeSectionsReply; renderCard: RenderCard; first: boolean }) {
  const homeText = useStrings(homeStrings)
  const info = sectionByKey(sectionKey)
  const properties = data[sectionKey].slice(0, SHOWN[sectionKey])
  if (!info || properties.length === 0) return null
  const id = `home-${info.slug}`
  const priorityCount = first ? CARDS_ON_FIRST_SCREEN : 0
  return (
    <section className={styles.section} aria-labelledby={id}>
      <SectionHeading id={id} title={homeText[info.title]} slug={info.slug} />
      {sectionKey === 'perfect_match' ? (
        <PerfectMatchCarousel properties={properties} renderCard={renderCard} priorityCount={priorityCount} />
      ) : sectionKey === 'best_for_you' ? (
        <PropertyStack properties={properties} renderCard={renderCard} priorityCount={priorityCount} />
      ) : (
        <PropertyRow properties={properties} renderCard={renderCard} label={homeText[info.title]} priorityCount={priorityCount} />
      )}
    </section>
  )
}

/** Recent Search, Smart Suggestions, Perfect Match, Best for You, Budget-Friendly (empty ones hidden). */
export function HomeSections({ data, renderCard }: { data: HomeSectionsReply; renderCard: RenderCard }) {
  const homeText = useStrings(homeStrings)
  const recent = data.recent_searches.slice(0, 3)
  const firstWithCards = HOME_PROPERTY_SECTIONS.find((key) => data[key].length > 0)
  return (
    <>
      {recent.length > 0 && (
        <section className={styles.section} aria-labelledby="home-recent-search">
          <SectionHeading id="home-recent-search" title={homeText.recentSearch} slug="recent-search" />
          <RecentSearches searches={recent} />
        </section>
      )}
      {/* the first list is on the first screen; the others hydrate after it, a list at a time */}
      {HOME_PROPERTY_SECTIONS.map((key) =>
        key === firstWithCards ? (
          <Section key={key} sectionKey={key} data={data} renderCard={renderCard} first />
        ) : (
          <LaterPart key={key}>
            <Section sectionKey={key} data={data} renderCard={renderCard} first={false} />
          </LaterPart>
        ),
      )}
    </>
  )
}

export function HomeSectionsSkeleton() {
  const homeText = useStrings(homeStrings)
  return (
    <div className={styles.section} role="status" aria-label={homeText.loading}>
      <Skeleton height={28} />
      <Skeleton height={230} count={2} />
    </div>
  )
}
