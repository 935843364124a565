import type { Hindi } from '../../lib/i18n'
import type { myPropertiesStrings as english } from './my-properties-strings'

export const myPropertiesStrings: Hindi<typeof english> = {
  title: 'मेरी प्रॉपर्टी',
  shortlisted: 'पसंदीदा',
  visits: 'प्रॉपर्टी विज़िट',
  bookings: 'प्रॉपर्टी बुकिंग',
  noVisits: 'अभी कोई विज़िट नहीं',
  noVisitsHint: 'कोई प्रॉपर्टी खोलें और उसे खुद देखने के लिए "विज़िट तय करें" चुनें।',
  browse: 'प्रॉपर्टी देखें',
}
