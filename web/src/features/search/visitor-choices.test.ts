import { afterEach, describe, expect, it } from 'vitest'
import { readPrefs } from './prefs'
import { saveCity, saveGender, saveLocalities, savePrice, visitorChoices } from './save-prefs'

afterEach(() => sessionStorage.clear())

describe('visitorChoices', () => {
  it('turns a search chosen before sign-in into the profile fields saved after it', () => {
    saveCity(1)
    saveLocalities([{ locality_id: 5, locality_name: 'Hauz Khas' }, { locality_id: 6, locality_name: 'Saket' }])
    saveGender('GENDER_FEMALE')
    savePrice({ min: 3000, max: 9000 })
    expect(visitorChoices(readPrefs())).toEqual({
      pref_city_id: 1, gender: 'GENDER_FEMALE', pref_budget_min_range: 3000, pref_budget_max_range: 9000, pref_locality_id: 5,
    })
  })

  it('is null until a city and a gender were chosen (then the profile fills the choices instead)', () => {
    saveCity(1)
    expect(visitorChoices(readPrefs())).toBeNull()
  })
})
