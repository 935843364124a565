import type { Hindi } from '../../lib/i18n'
import type { localityPageStrings as english } from './locality-page-strings'

export const localityPageStrings: Hindi<typeof english> = {
  title: (locality, city) => `${locality}, ${city} में पीजी`,
  intro: (locality, city) => `${locality}, ${city} में पीजी, फ़्लैट और को-लिविंग: प्रति बेड किराया, डिपॉज़िट और हर शुल्क बुकिंग से पहले दिखाया गया।`,
  count: (n) => `${n} प्रॉपर्टी सूची में`,
  none: 'यहाँ अभी कुछ भी सूची में नहीं है',
  noneBody: 'पूरा शहर देखें, या पास का कोई इलाका।',
  filter: 'लिंग और बजट से छाँटें',
  loadMore: 'और दिखाएँ',
  loadFailed: 'हम प्रॉपर्टी नहीं दिखा सके। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  otherLocalities: (city) => `${city} के दूसरे इलाके`,
  unknown: 'हम इस इलाके को नहीं जानते',
  unknownBody: 'वहाँ की सूची देखने के लिए सूची में से कोई इलाका चुनें।',
  chooseLocality: 'इलाका चुनें',
}
