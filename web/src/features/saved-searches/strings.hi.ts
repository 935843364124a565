import type { Hindi } from '../../lib/i18n'
import type { savedSearchStrings as english } from './strings'

export const savedSearchStrings: Hindi<typeof english> = {
  save: 'खोज सेव करें',
  dialogTitle: 'यह खोज सेव करें',
  dialogBody: 'कोई नई प्रॉपर्टी इससे मिलेगी तो हम आपको बताएँगे, दिन में ज़्यादा से ज़्यादा एक बार।',
  nameLabel: 'नाम',
  namePlaceholder: 'जैसे, ऑफ़िस के पास',
  confirm: 'सेव करें',
  title: 'सेव की गई खोजें',
  empty: 'नतीजों से कोई खोज सेव करें, नई प्रॉपर्टी मिलने पर हम बताएँगे।',
  open: (name) => `${name} खोलें`,
  remove: (name) => `${name} हटाएँ`,
  loadFailed: 'आपकी सेव की गई खोजें लोड नहीं हो सकीं।',
}
