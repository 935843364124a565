import type { Hindi } from '../../lib/i18n'
import type { notificationStrings as english } from './strings'

export const notificationStrings: Hindi<typeof english> = {
  title: 'सूचनाएँ',
  empty: 'अभी कोई सूचना नहीं',
}
