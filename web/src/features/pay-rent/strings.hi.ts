import type { Hindi } from '../../lib/i18n'
import type { payRentStrings as english } from './strings'

export const payRentStrings: Hindi<typeof english> = {
  title: 'किराया भरें',
  intro: 'आपका किराया और शुल्क, हर महीने का, मूव-इन से। ऑनलाइन भरें, या सीधे मालिक को दें और वे इसे दर्ज करेंगे।',
  loading: 'आपकी बकाया राशि लोड हो रही है',
  empty: 'अभी कुछ भरना नहीं है',
  emptyBody: 'जब मालिक आपको रहने आया हुआ दर्ज करेंगे, आपकी पहली बकाया राशि यहाँ दिखेगी: मूव-इन की बाकी रक़म।',
  openHeading: 'भरना है',
  paidHeading: 'भर दिया',
  period: (from, to) => `${from} से ${to}`,
  dueOn: (date) => `${date} तक भरना है`,
  status: { open: 'बकाया', late: 'देर हो गई', paid: 'भर दिया' },
  lines: {
    rent: 'किराया', maintenance: 'मेंटेनेंस', food: 'खाना', electricity: 'बिजली', deposit: 'सिक्योरिटी डिपॉज़िट (वापसी योग्य)', fee: 'शुल्क',
    token: 'बुकिंग पर दिया गया टोकन', late_fee: 'देरी का शुल्क',
  },
  total: 'कुल',
  pay: (amount) => `${amount} भरें`,
  paidVia: {
    upi: 'UPI से भरा', card: 'कार्ड से भरा', netbanking: 'नेट बैंकिंग से भरा', wallet: 'वॉलेट से भरा', online: 'ऑनलाइन भरा',
    cash: 'मालिक को नकद दिया', upi_direct: 'मालिक को UPI से दिया', deposit: 'आपके डिपॉज़िट से भरा',
  },
  paidOn: (date) => `${date} को`,
  utr: (utr) => `UTR ${utr}`,
  receipt: 'रसीद डाउनलोड करें',
  receiptLabel: (period) => `${period} की किराये की रसीद डाउनलोड करें`,
  receiptFailed: 'रसीद डाउनलोड नहीं हो सकी। कृपया फिर से कोशिश करें।',
  propertyBooking: (property, id) => `${property} · बुकिंग #${id}`,
}
