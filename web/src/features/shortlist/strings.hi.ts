import type { Hindi } from '../../lib/i18n'
import type { shortlistStrings as english } from './strings'

export const shortlistStrings: Hindi<typeof english> = {
  add: 'पसंदीदा में जोड़ें',
  remove: 'पसंदीदा से हटाएँ',
  title: 'पसंदीदा',
  empty: 'अभी कोई पसंदीदा प्रॉपर्टी नहीं',
  emptyHint: 'किसी भी प्रॉपर्टी पर दिल के निशान को दबाएँ, वह यहाँ रहेगी और आप बाद में तुलना कर सकेंगे।',
  browse: 'प्रॉपर्टी देखें',
  book: 'यह प्रॉपर्टी बुक करें',
}
