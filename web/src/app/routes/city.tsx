import { useNavigate } from 'react-router'
import { Header } from '../../components/header'
import { CityPicker } from '../../features/localities/components/city-picker'
import { localityStrings } from '../../features/localities/strings'
import { readPrefs } from '../../features/search/prefs'
import { clearLocalities, saveCity } from '../../features/search/save-prefs'
import styles from './onboarding.module.css'
import { useStrings } from '../../lib/i18n'

/** onbording5: choosing a city stores it and goes on to its localities. */
export function CityScreen() {
  const localityText = useStrings(localityStrings)
  const navigate = useNavigate()
  const current = readPrefs().cityId

  const onChoose = (cityId: number) => {
    // localities of another city would not belong to the new one
    if (cityId !== current) clearLocalities()
    saveCity(cityId)
    void navigate('/localities')
  }

  return (
    <>
      <Header back />
      <main className={styles.screen}>
        <h1 className={styles.title}>{localityText.cityTitle}</h1>
        <p className={styles.lead}>{localityText.cityBody}</p>
        <CityPicker selectedId={current} onChoose={onChoose} />
      </main>
    </>
  )
}
