import type { Locality } from '@basera/contract/localities'
import { POPULAR_LOCALITIES_SLICE } from '@basera/contract/constants'
import { Icon } from '../../../components/icon'
import { localityStrings } from '../strings'
import styles from './localities.module.css'
import { useStrings } from '../../../lib/i18n'

/** The 5th to 8th localities of the city's list; tapping one adds it. */
function popularLocalities(localities: readonly Locality[]): Locality[] {
  return localities.slice(POPULAR_LOCALITIES_SLICE[0], POPULAR_LOCALITIES_SLICE[1])
}

interface PopularLocalitiesProps {
  localities: readonly Locality[]
  chosenIds: readonly number[]
  onPick: (locality: Locality) => void
}

export function PopularLocalities({ localities, chosenIds, onPick }: PopularLocalitiesProps) {
  const localityText = useStrings(localityStrings)
  const popular = popularLocalities(localities)
  if (popular.length === 0) return null
  return (
    <section className={styles.popular} aria-labelledby="popular-localities">
      <h2 id="popular-localities" className={styles.sectionTitle}>
        {localityText.popular}
      </h2>
      <ul className={styles.popularList}>
        {popular.map((l) => {
          const chosen = chosenIds.includes(l.locality_id)
          return (
            <li key={l.locality_id}>
              <button
                type="button"
                className={styles.popularItem}
                aria-pressed={chosen}
                onClick={() => !chosen && onPick(l)}
                aria-label={chosen ? l.locality_name : localityText.add(l.locality_name)}
              >
                <Icon name={chosen ? 'check' : 'plus'} size={18} />
                {l.locality_name}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
