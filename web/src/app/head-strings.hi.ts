import type { Hindi } from '../lib/i18n'
import type { headStrings as english } from './head-strings'

export const headStrings: Hindi<typeof english> = {
  site: 'बसेरा',
  homeTitle: 'Basera · दिल्ली एनसीआर में पीजी, फ़्लैट और को-लिविंग',
  homeDescription: 'दिल्ली, नोएडा और गुरुग्राम में पीजी के कमरे, फ़्लैट और को-लिविंग खोजें और बुक करें। सच्ची कीमतें, असली उपलब्धता।',
  searchTitle: (place) => `${place} में पीजी, फ़्लैट और को-लिविंग · Basera`,
  searchDescription: (place) => `${place} में कमरे: किराया, डिपॉज़िट और हर शुल्क बुकिंग से पहले दिखाया गया।`,
  delhiNcr: 'दिल्ली एनसीआर',
  localityTitle: (locality, city) => `${locality}, ${city} में पीजी · Basera`,
  localityDescription: (count, locality, city, fromRent) =>
    count > 0
      ? `${locality}, ${city} में ${count} पीजी, फ़्लैट और को-लिविंग, ${fromRent} प्रति माह से। हर शुल्क बुकिंग से पहले दिखाया गया।`
      : `Basera पर ${locality}, ${city} में पीजी, फ़्लैट और को-लिविंग।`,
  propertyTitle: (name, type, locality, city) => `${name} · ${locality}, ${city} में ${type} · Basera`,
  propertyDescription: (rent, address, moveIn) =>
    `${address} पर ${rent} प्रति माह से। ${moveIn} में शिफ़्ट हों: किराया, डिपॉज़िट और हर शुल्क बुकिंग से पहले दिखाया गया।`,
  roomsTitle: (name) => `${name} के कमरों के विकल्प · Basera`,
  roomsDescription: (name) => `${name} के हर कमरे का विकल्प: प्रति बेड किराया, डिपॉज़िट, खाना, बिजली और बचे कमरे।`,
  helpTitle: 'सहायता केंद्र · Basera',
  helpDescription: 'Basera पर जगह खोजने, देखने और बुक करने के आम सवालों के जवाब।',
  faqTitle: 'सहायता और समर्थन · Basera',
  privacyTitle: 'गोपनीयता नीति · Basera',
  privacyDescription: 'Basera क्या जानकारी लेता है, क्यों, और आपका फ़ोन नंबर कौन देखता है।',
  termsTitle: 'नियम और शर्तें · Basera',
  termsDescription: 'Basera पर रहने की जगह खोजने, बुक करने और भुगतान करने के नियम।',
}
