import type { Hindi } from '../../lib/i18n'
import type { helpStrings as english } from './strings'

export const helpStrings: Hindi<typeof english> = {
  helpTitle: 'सहायता केंद्र',
  helpIntro: 'आम सवालों के जवाब, और हम आपकी जानकारी कैसे सँभालते हैं।',
  faqTitle: 'सहायता और सपोर्ट',
  faqIntro: 'Basera पर जगह ढूँढने, देखने और बुक करने के बारे में झटपट जवाब।',
  faqBanner: 'अक्सर पूछे जाने वाले सवाल',
  faqBannerText: 'पसंदीदा, विज़िट, बुकिंग और भुगतान',
  privacyTitle: 'निजता नीति',
  privacyBannerText: 'हम क्या जानकारी लेते हैं और आपका नंबर कौन देखता है',
  termsTitle: 'नियम और शर्तें',
  termsBannerText: 'Basera इस्तेमाल करने के नियम',
  lastUpdated: 'पिछला अपडेट: 1 नवंबर 2026',
  stillNeedHelp: 'अब भी मदद चाहिए?',
  contactUs: 'संपर्क करें',
}
