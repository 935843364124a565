import type { Hindi } from '../../lib/i18n'
import type { paymentStrings as english } from './strings'

export const paymentStrings: Hindi<typeof english> = {
  title: 'भुगतान',
  intro: 'Basera से दिया हर रुपया: टोकन (शिफ़्ट होने तक मालिक के लिए रोका गया, मालिक को दिया गया या वापस किया गया) और किराया।',
  empty: 'अभी कोई भुगतान नहीं',
  emptyBody: 'किसी बुकिंग का टोकन भरते ही वह यहाँ दिखेगा, हर वापसी के साथ।',
  kinds: {
    token_payment: 'टोकन भरा गया',
    token_hold: 'टोकन आपके शिफ़्ट होने तक मालिक के लिए रोका गया',
    release: 'टोकन मालिक को दिया गया',
    refund: 'आपको वापस किया गया',
    rent_payment: 'किराया ऑनलाइन भरा',
    rent_transfer: 'किराया मालिक को भेजा गया',
    offline_payment: 'किराया मालिक को दिया (उन्होंने दर्ज किया)',
  },
  statuses: { captured: 'भरा गया', held: 'रोका गया', released: 'दिया गया', refunded: 'वापस' },
  booking: (id) => `बुकिंग #${id}`,
  paymentId: (id) => `भुगतान ID ${id}`,
  myBooking: 'मेरी बुकिंग',
  checking: 'आपका भुगतान जाँचा जा रहा है…',
  pendingTitle: 'भुगतान बाक़ी है',
  pendingStill: 'आपके बैंक ने अभी पुष्टि नहीं की है। आप यह पेज छोड़ सकते हैं: नतीजा आते ही मेरी बुकिंग में दिखेगा।',
  checkAgain: 'फिर से जाँचें',
  notVerifiedTitle: 'भुगतान की पुष्टि नहीं हुई',
  failedTitle: 'भुगतान नहीं हुआ',
  gatewaySaid: (text) => `भुगतान पेज ने बताया: ${text}`,
  retry: 'फिर से भुगतान करें',
  holdEnded: 'इस बुकिंग की रोक ख़त्म हो गई है, इसलिए अब इसका भुगतान नहीं हो सकता। कमरा अब भी ख़ाली हो तो दोबारा बुक करें।',
  paidAlready: 'यह टोकन भरा जा चुका है: आपका अनुरोध मालिक के पास है।',
  seePayments: 'भुगतान देखें',
}
