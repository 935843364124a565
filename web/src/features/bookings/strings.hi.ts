import type { Hindi } from '../../lib/i18n'
import { roomTypeName } from '../../lib/room-type.hi'
import type { bookingListStrings as english } from './strings'

export const bookingListStrings: Hindi<typeof english> = {
  title: 'मेरी बुकिंग',
  status: { held: 'रोका गया', confirmed: 'पक्की', expired: 'समय ख़त्म' },
  room: (roomType) => (/private/i.test(roomType) ? `${roomTypeName(roomType)} कमरा` : `${roomTypeName(roomType)} शेयरिंग`),
  holdUntil: (time) => `कमरा ${time} तक रोका गया है`,
  setMoveIn: 'रोक ख़त्म होने से पहले शिफ़्ट होने की तारीख़ चुनकर यह बुकिंग पक्की करें।',
  setMoveInButton: 'शिफ़्ट होने की तारीख़ चुनें',
  expiredHint: 'यह रोक ख़त्म हो गई और कमरा फिर से उपलब्ध हो गया। अगर वह अब भी ख़ाली है तो दोबारा बुक करें।',
  moveIn: 'शिफ़्ट होने की तारीख़',
  notSet: 'अभी तय नहीं',
  rent: 'मासिक किराया',
  maintenance: 'मेंटेनेंस',
  deposit: 'सिक्योरिटी डिपॉज़िट',
  moveInTotal: 'शिफ़्ट होने के लिए कुल रक़म',
  refundable: 'छोड़ते समय वापस मिलेगा',
  tenant: 'किसके लिए',
  browse: 'जगह ढूँढें',
}
