import type { Hindi } from '../../lib/i18n'
import type { roomFactStrings as english } from './room-fact-strings'

export const roomFactStrings: Hindi<typeof english> = {
  title: 'किरायेदार इनसे कमरे खोजते हैं',
  sharing: 'कमरे में बेड',
  sharingHint: 'खाली छोड़ें तो कमरे के प्रकार से लिया जाएगा (सिंगल 1, डबल 2, ट्रिपल 3)।',
  ac: 'कमरे में एसी',
  bathroom: 'अटैच्ड बाथरूम',
  availableFrom: 'कब से खाली',
  availableFromHint: 'कमरा अभी खाली है तो इसे खाली छोड़ें।',
}
