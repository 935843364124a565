import { useEffect, useState } from 'react'
import { Link, Navigate, useNavigate } from 'react-router'
import { messages } from '@basera/contract/messages'
import { DEFAULT_PRICE_RANGE, SLIDER_DEBOUNCE_MS, type Gender } from '@basera/contract/constants'
import { Button } from '../../components/button'
import { Header, HeaderClear } from '../../components/header'
import { LocalityChips } from '../../features/localities/components/locality-chips'
import { useUpdateLeadProfile } from '../../features/profile/api/update-lead-profile'
import { GenderRadios } from '../../features/search/components/gender-radios'
import { NearMetroChoice, NearPlaceSelect } from '../../features/search/components/near-filters'
import { RoomFilters, type RoomChoices } from '../../features/search/components/room-filters'
import { LiveCount } from '../../features/search/components/live-count'
import { todayInIndia } from '@basera/contract/dates'
import { usePlaces } from '../../features/search/api/get-places'
import { PriceSlider } from '../../features/search/components/price-slider'
import { storedRangeOrDefault, type PriceRange } from '../../features/search/price-range'
import { readPrefs } from '../../features/search/prefs'
import { clearFilterChoices, clearLocalities, saveGender, saveLocalities, savePrice } from '../../features/search/save-prefs'
import { searchPath } from '@basera/contract/search-link'
import type { SearchFilter } from '@basera/contract/search-filter'
import { searchStrings } from '../../features/search/strings'
import { useDebouncedValue } from '../../features/search/use-debounced-value'
import styles from './filters.module.css'
import shared from './onboarding.module.css'
import { useStrings } from '../../lib/i18n'

/** onbording7: localities, gender and budget; results open with the filter in the URL. */
export function FiltersScreen() {
  const searchText = useStrings(searchStrings)
  const messageText = useStrings(messages)
  const navigate = useNavigate()
  const [prefs] = useState(readPrefs)
  const [localities, setLocalities] = useState(prefs.localities)
  const [gender, setGender] = useState<Gender | null>(prefs.gender)
  const [range, setRange] = useState<PriceRange>(() => storedRangeOrDefault(prefs.min, prefs.max))
  const [metroKm, setMetroKm] = useState<number | undefined>()
  const [placeId, setPlaceId] = useState<string | undefined>()
  const [room, setRoom] = useState<RoomChoices>({})
  const places = usePlaces()
  const [warning, setWarning] = useState(false)
  const settledRange = useDebouncedValue(range, SLIDER_DEBOUNCE_MS)
  const updateProfile = useUpdateLeadProfile()

  // the slider reaches the stored filter 150 ms after it stops moving
  useEffect(() => savePrice(settledRange), [settledRange])

  if (prefs.cityId === null || !prefs.cityName) return <Navigate to="/city" replace />
  const cityId = prefs.cityId

  const filter: SearchFilter = {
    cityId, localityIds: localities.map((l) => l.locality_id), min: settledRange.min, max: settledRange.max,
    ...(gender ? { gender } : {}),
    ...(metroKm !== undefined ? { metroKm } : {}),
    ...(placeId !== undefined ? { placeId } : {}),
    ...room,
  }

  const removeLocality = (id: number) => {
    const next = localities.filter((l) => l.locality_id !== id)
    setLocalities(next)
    saveLocalities(next)
  }

  const onClearAll = () => {
    clearFilterChoices()
    setLocalities([])
    setMetroKm(undefined)
    setPlaceId(undefined)
    setRoom({})
    setRange({ ...DEFAULT_PRICE_RANGE })
  }

  const onChangeCity = () => {
    clearLocalities()
    void navigate('/city')
  }

  const onSeeAll = () => {
    if (!gender) {
      setWarning(true)
      return
    }
    savePrice(range)
    saveGender(gender)
    const first = localities[0]
    updateProfile.mutate({
      gender,
      pref_budget_min_range: range.min,
      pref_budget_max_range: range.max,
      pref_city_id: cityId,
      ...(first ? { pref_locality_id: first.locality_id } : {}),
    })
    void navigate(searchPath({ ...filter, gender, min: range.min, max: range.max }))
  }

  return (
    <>
      <Header back title={searchText.filterTitle} actions={<HeaderClear onClick={onClearAll} label={searchText.clearAll} />} />
      <main className={`${shared.screen} ${styles.screen}`}>
        <section className={styles.section}>
          <div className={shared.cityRow}>
            <h2>{searchText.selectLocalityIn(prefs.cityName)}</h2>
            <button type="button" className={shared.changeCity} onClick={onChangeCity}>
              {searchText.changeCity}
            </button>
          </div>
          <h3 className={styles.subTitle}>{searchText.recentLocalities}</h3>
          {localities.length === 0 && <p className={styles.hint}>{searchText.noLocalities}</p>}
          <div className={styles.chipRow}>
            <LocalityChips localities={localities} onRemove={removeLocality} label={searchText.recentLocalities} />
            <Link to="/localities" className={styles.addMore}>
              {searchText.addMore}
            </Link>
          </div>
        </section>
        <section className={styles.section}>
          <GenderRadios
            legend={searchText.gender}
            value={gender}
            onChange={(g) => {
              setGender(g)
              saveGender(g)
              setWarning(false)
            }}
          />
        </section>
        <section className={styles.section} aria-labelledby="price-title">
          <h2 id="price-title" className={styles.sectionTitle}>
            {searchText.priceRange}
          </h2>
          <p className={styles.hint}>{searchText.perMonthNote}</p>
          <PriceSlider value={range} onChange={setRange} />
        </section>
        <section className={styles.section}>
          <NearMetroChoice value={metroKm} onChange={setMetroKm} />
        </section>
        <section className={styles.section}>
          <NearPlaceSelect places={places.data ?? []} cityId={cityId} value={placeId} onChange={setPlaceId} />
        </section>
        <section className={styles.section}>
          <RoomFilters value={room} onChange={setRoom} today={todayInIndia()} />
        </section>
      </main>
      <div className={shared.bottomBar}>
        {warning && (
          <p className={shared.warning} role="alert">
            {messageText.selectGender}
          </p>
        )}
        <LiveCount filter={filter} />
        <Button block onClick={onSeeAll}>
          {searchText.seeAll}
        </Button>
      </div>
    </>
  )
}
