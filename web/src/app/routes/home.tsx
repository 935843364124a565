import type { PropertyCard as PropertyCardData } from '@basera/contract/properties'
import { Header, HeaderBell } from '../../components/header'
import { LaterPart } from '../../components/later-part'
import { ErrorState } from '../../components/states'
import { useHomepageContent } from '../../features/content/api/get-homepage-content'
import { ReviewCards } from '../../features/content/components/review-cards'
import { Testimonials } from '../../features/content/components/testimonials'
import { contentStrings } from '../../features/content/strings'
import { useHomeSections } from '../../features/home/api/get-home-sections'
import { HomeSearchBar } from '../../features/home/components/home-search-bar'
import { HomeSections, HomeSectionsSkeleton } from '../../features/home/components/home-sections'
import { ShareCard } from '../../features/home/components/share-card'
import { TrustedBanner } from '../../features/home/components/trusted-banner'
import { homeStrings } from '../../features/home/strings'
import { PropertyCard } from '../../features/properties/components/property-card'
import { ShortlistButton } from '../../features/shortlist/components/shortlist-button'
import { HomeNextUp } from './home-next-up'
import { HomeSavedSearches } from '../../features/saved-searches/components/saved-searches-card'
import styles from './home.module.css'
import { useStrings } from '../../lib/i18n'

const renderPropertyCard = (property: PropertyCardData, variant: 'full' | 'compact', priority: boolean) => (
  <PropertyCard property={property} variant={variant} priority={priority} action={<ShortlistButton property={property} />} />
)

export function HomeScreen() {
  const homeText = useStrings(homeStrings)
  const sections = useHomeSections()
  const content = useHomepageContent()
  const lists = sections.data

  return (
    <>
      <Header menu logo actions={<HeaderBell />} />
      <main className={styles.home}>
        <div className={styles.top}>
          <h1 className={styles.greeting}>{homeText.greetingGuest}</h1>
          <HomeSearchBar />
        </div>
        <HomeNextUp />
        <HomeSavedSearches />
        {sections.isError ? (
          <ErrorState message={homeText.loadFailed} onRetry={() => void sections.refetch()} />
        ) : lists ? (
          <HomeSections data={lists} renderCard={renderPropertyCard} />
        ) : (
          <HomeSectionsSkeleton />
        )}
        {/* what follows the lists appears after them: painted earlier, it jumped down when they arrived */}
        {(lists || sections.isError) && (
          <LaterPart>
            <BelowTheLists content={content} />
          </LaterPart>
        )}
      </main>
    </>
  )
}

function BelowTheLists({ content }: { content: ReturnType<typeof useHomepageContent> }) {
  const contentText = useStrings(contentStrings)
  return (
    <>
      {content.data && content.data.testimonials.length > 0 && (
        <section className={styles.section} aria-labelledby="home-testimonials">
          <div className={styles.sectionHead}>
            <h2 id="home-testimonials">{contentText.testimonials}</h2>
            <p>{contentText.testimonialsIntro}</p>
          </div>
          <Testimonials testimonials={content.data.testimonials} />
        </section>
      )}
      {content.data && content.data.reviews.length > 0 && (
        <section className={styles.section} aria-labelledby="home-reviews">
          <div className={styles.sectionHead}>
            <h2 id="home-reviews">{contentText.reviews}</h2>
          </div>
          <ReviewCards reviews={content.data.reviews} />
        </section>
      )}
      {content.isError && <ErrorState onRetry={() => void content.refetch()} />}
      <div className={styles.section}>
        <TrustedBanner />
      </div>
      <div className={styles.section}>
        <ShareCard />
      </div>
    </>
  )
}
