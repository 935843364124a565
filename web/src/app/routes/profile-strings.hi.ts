import type { Hindi } from '../../lib/i18n'
import type { profileStrings as english } from './profile-strings'

export const profileStrings: Hindi<typeof english> = {
  title: 'प्रोफ़ाइल',
  guestName: 'आपकी प्रोफ़ाइल',
  phone: 'फ़ोन नंबर',
  locality: 'पसंदीदा इलाका',
  noLocality: 'अभी नहीं चुना',
  change: 'बदलें',
  changeLocality: 'पसंदीदा इलाका बदलें',
  cityChangedHint: 'सेव करने के बाद नए शहर में एक इलाका चुनें।',
  budgetMin: 'कम से कम बजट (₹)',
  budgetMax: 'ज़्यादा से ज़्यादा बजट (₹)',
  dob: 'जन्म तिथि',
  gender: 'लिंग',
  male: 'पुरुष',
  female: 'महिला',
  city: 'शहर',
  chooseCity: 'शहर चुनें',
  fullName: 'पूरा नाम',
  email: 'ईमेल',
  save: 'सेव करें',
  preferences: 'आपकी पसंद',
  about: 'आपके बारे में',
  signOut: 'साइन आउट करें',
  loadFailed: 'आपकी प्रोफ़ाइल लोड नहीं हो सकी।',
  language: 'भाषा',
}
