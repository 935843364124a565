import type { Hindi } from '../lib/i18n'
import type { rentTermsStrings as english } from './rent-terms-strings'

export const rentTermsStrings: Hindi<typeof english> = {
  rentTermsTitle: 'किराया और लेट फ़ीस',
  rentDueOnDay: (day) => `हर महीने की ${day} तारीख़ को किराया देना है`,
  rentDueOnMoveInDay: 'हर महीने आपके शिफ़्ट होने वाली तारीख़ को किराया देना है',
  lateFee: (amount, graceDays) =>
    graceDays === 0 ? `तय तारीख़ के बाद देने पर ${amount} लेट फ़ीस` : `${graceDays} दिन से ज़्यादा देर होने पर ${amount} लेट फ़ीस`,
  noLateFee: 'कोई लेट फ़ीस नहीं',
}
