import type { Hindi } from '../../lib/i18n'
import type { layoutStrings as english } from './strings'

export const layoutStrings: Hindi<typeof english> = {
  menu: 'मेन्यू',
  guest: 'स्वागत है, मेहमान',
  signedIn: 'आपका खाता',
  editProfile: 'प्रोफ़ाइल देखें और बदलें',
  dashboard: 'डैशबोर्ड',
  myBooking: 'मेरी बुकिंग',
  payments: 'भुगतान',
  shortlist: 'पसंदीदा',
  payRent: 'किराया भरें',
  helpCenter: 'सहायता केंद्र',
  ourServices: 'हमारी सेवाएँ',
  contactUs: 'संपर्क करें',
  signOut: 'साइन आउट करें',
  login: 'लॉग इन करें',
  tabs: 'मुख्य',
  tabHome: 'होम',
  tabSearch: 'खोजें',
  tabLoans: 'लोन विकल्प',
  tabProfile: 'प्रोफ़ाइल',
  notFoundTitle: 'पेज नहीं मिला',
  notFoundBody: 'आपने जो पेज खोला वह मौजूद नहीं है या कहीं और चला गया है।',
  goHome: 'होम पर जाएँ',
  splashTagline: 'सच्ची कीमतें। असली कमरे।',
  language: 'भाषा',
}
