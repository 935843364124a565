import type { Hindi } from '../../lib/i18n'
import { roomTypeName } from '../../lib/room-type.hi'
import type { payRentStrings as english } from './strings'

export const payRentStrings: Hindi<typeof english> = {
  title: 'किराया भरें',
  notice: 'ऑनलाइन भुगतान अभी उपलब्ध नहीं है। अपने किराये के भुगतान का अनुरोध यहाँ दर्ज करें, प्रॉपर्टी आपको भुगतान की जानकारी भेजेगी।',
  payerName: 'भुगतान करने वाले का नाम',
  amount: 'रक़म',
  amountHint: 'पूरे रुपये में',
  month: 'किस महीने का किराया',
  upi: 'आपकी UPI ID',
  optional: '(ज़रूरी नहीं)',
  upiHint: 'ताकि प्रॉपर्टी आपके भुगतान का मिलान कर सके, जैसे name@bank',
  booking: 'बुकिंग',
  noBooking: 'बुकिंग चुनें',
  bookingOption: (property, room) => `${property} · ${/private/i.test(room) ? `${roomTypeName(room)} कमरा` : `${roomTypeName(room)} शेयरिंग`}`,
  submit: 'भुगतान का अनुरोध दर्ज करें',
  recorded: 'अनुरोध दर्ज हो गया। ऑनलाइन भुगतान अभी उपलब्ध नहीं है; प्रॉपर्टी आपको भुगतान की जानकारी भेजेगी।',
  failed: 'आपका अनुरोध दर्ज नहीं हो सका।',
  rupee: '₹',
}
