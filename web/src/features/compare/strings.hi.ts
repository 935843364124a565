import type { Hindi } from '../../lib/i18n'
import type { compareStrings as english } from './strings'

export const compareStrings: Hindi<typeof english> = {
  compare: 'तुलना करें',
  added: 'तुलना में',
  replaceTitle: 'ज़्यादा से ज़्यादा तीन की तुलना',
  replaceBody: (name) => `तीन पहले से चुनी हुई हैं। ${name} किसकी जगह ले?`,
  replace: (name) => `${name} की जगह लें`,
  keep: 'मेरी चुनी तीनों रहने दें',
  trayLabel: 'तुलना के लिए चुनी प्रॉपर्टी',
  picked: (n, max) => `तुलना के लिए ${max} में से ${n} चुनी गईं`,
  compareNow: 'अभी तुलना करें',
}
