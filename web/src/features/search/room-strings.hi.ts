import type { Hindi } from '../../lib/i18n'
import type { roomFilterStrings as english } from './room-strings'

export const roomFilterStrings: Hindi<typeof english> = {
  roomTitle: 'कमरा',
  sharing: 'शेयरिंग',
  sharingChoice: { 1: 'सिंगल', 2: 'डबल', 3: 'ट्रिपल', 4: '4 या ज़्यादा' },
  sharingChip: { 1: 'सिंगल शेयरिंग', 2: 'डबल शेयरिंग', 3: 'ट्रिपल शेयरिंग', 4: '4+ शेयरिंग' },
  mustHave: 'ज़रूरी है',
  food: 'किराये में खाना शामिल',
  foodChip: 'खाना शामिल',
  ac: 'एसी',
  bathroom: 'अटैच्ड बाथरूम',
  furnishing: 'फ़र्निशिंग',
  furnishingAny: 'कोई भी फ़र्निशिंग',
  furnishingChoice: { unfurnished: 'बिना फ़र्नीचर', semi_furnished: 'सेमी-फ़र्निश्ड', fully_furnished: 'पूरी तरह फ़र्निश्ड' },
  availableFrom: 'इस तारीख़ तक शिफ़्ट होना है',
  availableFromHint: 'इस तारीख़ को या उससे पहले खाली होने वाले कमरे।',
  availableChip: (date) => `${date} तक खाली`,
  remove: (choice) => `${choice} हटाएँ`,
  chipsLabel: 'आपकी पसंद',
  sortLabel: 'क्रम',
  sortChoice: { price_asc: 'कीमत: कम से ज़्यादा', price_desc: 'कीमत: ज़्यादा से कम', distance: 'सबसे पास पहले', rating: 'रेटिंग', newest: 'सबसे नई' },
  matching: (n) => `${n} प्रॉपर्टी मिलती हैं`,
  counting: 'गिनती हो रही है…',
  seeResults: (n) => `${n} प्रॉपर्टी देखें`,
}
