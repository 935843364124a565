import { useRef } from 'react'
import { useNearViewport } from '../../lib/near-viewport'
import { useSimilarProperties } from '../../features/properties/api/get-similar-properties'
import { PropertyCard } from '../../features/properties/components/property-card'
import { propertyStrings } from '../../features/properties/strings'
import { CardCarousel } from '../../features/search/components/card-carousel'
import { readPrefs } from '../../features/search/prefs'
import { ShortlistButton } from '../../features/shortlist/components/shortlist-button'
import { useStrings } from '../../lib/i18n'

/**
 * The end of a property's page: properties like it. Its cards (photos, sliders) are asked for and drawn only as
 * the reader nears them, not while the phone is busy showing the top of the page.
 */
export function SimilarProperties({ propertyId, className }: { propertyId: number; className?: string }) {
  const t = useStrings(propertyStrings)
  const end = useRef<HTMLDivElement>(null)
  const near = useNearViewport(end)
  // (the reader's gender is read once they near the list: a page the server renders has none)
  const similar = useSimilarProperties(near ? propertyId : 0, near ? readPrefs().gender : null)
  const cards = similar.data ?? []
  return (
    <div ref={end} className={cards.length > 0 ? className : undefined}>
      {cards.length > 0 && (
        <CardCarousel title={t.similar}>
          {cards.map((p) => (
            <PropertyCard key={p.property_id} property={p} variant="compact" action={<ShortlistButton property={p} />} />
          ))}
        </CardCarousel>
      )}
    </div>
  )
}
