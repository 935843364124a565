import { useState } from 'react'
import { Navigate, useNavigate } from 'react-router'
import type { Locality } from '@basera/contract/localities'
import { Button } from '../../components/button'
import { Header, HeaderSkip } from '../../components/header'
import { Icon } from '../../components/icon'
import { ErrorState, Skeleton } from '../../components/states'
import { toast } from '../../components/toast'
import { useCityLocalities } from '../../features/localities/api/get-pref-localities'
import { LocalityChips } from '../../features/localities/components/locality-chips'
import { LocalitySearch } from '../../features/localities/components/locality-search'
import { LocationModal } from '../../features/localities/components/location-modal'
import { locationRefused, rememberLocationRefused } from '../../features/localities/location-refusal'
import { PopularLocalities } from '../../features/localities/components/popular-localities'
import { readCurrentPosition } from '../../features/localities/current-position'
import { nearestLocality } from '../../features/localities/nearest-locality'
import { localityStrings } from '../../features/localities/strings'
import { readPrefs, type ChosenLocality } from '../../features/search/prefs'
import { clearLocalities, saveLocalities } from '../../features/search/save-prefs'
import styles from './onboarding.module.css'
import { useStrings } from '../../lib/i18n'

const chip = (l: Locality): ChosenLocality => ({ locality_id: l.locality_id, locality_name: l.locality_name })

/** onbording6: pick localities by search, popular picks or the device's location. */
export function LocalitiesScreen() {
  const localityText = useStrings(localityStrings)
  const navigate = useNavigate()
  const [prefs] = useState(readPrefs)
  const [chosen, setChosen] = useState<ChosenLocality[]>(prefs.localities)
  const [askLocation, setAskLocation] = useState(() => prefs.localities.length === 0 && !locationRefused())
  const [locating, setLocating] = useState(false)
  const localities = useCityLocalities(prefs.cityId)

  if (prefs.cityId === null || !prefs.cityName) return <Navigate to="/city" replace />

  const chosenIds = chosen.map((l) => l.locality_id)
  const add = (l: Locality) => setChosen((list) => (list.some((c) => c.locality_id === l.locality_id) ? list : [...list, chip(l)]))
  const remove = (id: number) => setChosen((list) => list.filter((l) => l.locality_id !== id))

  // Apply merges the choices with the earlier ones (they start as the chips) and goes on to the filter.
  const apply = (list: ChosenLocality[]) => {
    saveLocalities(list)
    void navigate('/filters')
  }

  const onChangeCity = () => {
    clearLocalities()
    void navigate('/city')
  }

  const onAllow = async () => {
    setLocating(true)
    try {
      const position = await readCurrentPosition()
      const nearest = nearestLocality(position, localities.data ?? [])
      if (!nearest) {
        toast.error(localityText.noNearby)
        return
      }
      setAskLocation(false)
      apply(chosen.some((c) => c.locality_id === nearest.locality_id) ? chosen : [...chosen, chip(nearest)])
    } catch (error) {
      console.warn('geolocation failed', error)
      toast.error(localityText.locationFailed)
      setAskLocation(false)
    } finally {
      setLocating(false)
    }
  }

  return (
    <>
      <Header back actions={<HeaderSkip />} />
      <main className={styles.screen}>
        <p className={styles.eyebrow}>{localityText.lookingToRentIn}</p>
        <div className={styles.cityRow}>
          <h1>{localityText.selectLocalityIn(prefs.cityName)}</h1>
          <button type="button" className={styles.changeCity} onClick={onChangeCity}>
            {localityText.changeCity}
          </button>
        </div>
        {localities.isPending ? (
          <Skeleton height={50} count={3} />
        ) : localities.isError ? (
          <ErrorState message={localityText.loadFailed} onRetry={() => void localities.refetch()} />
        ) : (
          <>
            <LocalitySearch localities={localities.data} chosenIds={chosenIds} onPick={add} />
            <LocalityChips localities={chosen} onRemove={remove} />
            <button type="button" className={styles.locationButton} onClick={() => setAskLocation(true)}>
              <Icon name="crosshair" size={20} />
              {localityText.useMyLocation}
            </button>
            <PopularLocalities localities={localities.data} chosenIds={chosenIds} onPick={add} />
          </>
        )}
      </main>
      <div className={`${styles.bottomBar} ${styles.withTabs}`}>
        <Button block onClick={() => apply(chosen)}>
          {localityText.apply}
        </Button>
      </div>
      <LocationModal
        open={askLocation && localities.isSuccess}
        busy={locating}
        onAllow={() => void onAllow()}
        onDeny={() => {
          rememberLocationRefused()
          setAskLocation(false)
        }}
      />
    </>
  )
}
