import type { Hindi } from '../../lib/i18n'
import type { notificationStrings as english } from './strings'
import { formatDate, formatRupees } from '../../lib/format'

const SLOTS: Record<string, string> = { Morning: 'सुबह 9 – दोपहर 12', Afternoon: 'दोपहर 12 – शाम 4', Evening: 'शाम 4 – रात 8' }
// the day in India and the slot's hours, in Hindi words; never an ISO date
const slot = (d: { visit_date?: string; visit_slot?: string }) =>
  d.visit_date ? `${formatDate(d.visit_date, 'hi')}, ${SLOTS[d.visit_slot ?? ''] ?? d.visit_slot ?? ''}` : ''

export const notificationStrings: Hindi<typeof english> = {
  title: 'सूचनाएँ',
  empty: 'अभी कोई सूचना नहीं',
  kinds: {
    booking_accepted: {
      title: () => 'बधाई हो! आपकी बुकिंग पक्की हो गई! धन्यवाद!',
      body: (d) => `${d.property_name ?? ''} ने आपकी बुकिंग मंज़ूर कर ली है।`,
    },
    booking_declined: {
      title: () => 'आपकी बुकिंग नामंज़ूर हुई',
      body: (d) => `${d.property_name ?? ''} आपकी बुकिंग नहीं ले सका: ${d.reason ?? ''}${d.amount ? `। आपका ${formatRupees(d.amount)} का टोकन पूरा वापस किया जा रहा है।` : ''}`,
    },
    booking_moved_in: {
      title: () => 'नए घर में स्वागत है!',
      body: (d) => `${d.property_name ?? ''} ने दर्ज किया है कि आप शिफ़्ट हो गए हैं।`,
    },
    token_refunded: {
      title: () => 'आपका टोकन वापस किया जा रहा है',
      body: (d) => `${d.property_name ?? ''} के लिए दिए टोकन में से ${formatRupees(d.amount ?? 0)} उसी खाते में वापस आएँगे जिससे आपने भुगतान किया था।`,
    },
    visit_scheduled: {
      title: () => 'आपकी विज़िट पक्की हो गई',
      body: (d) => `${d.property_name ?? ''} में आपका इंतज़ार ${slot(d)} को रहेगा।`,
    },
    visit_moved: {
      title: () => 'आपकी विज़िट का समय बदला गया',
      body: (d) => `${d.property_name ?? ''} ने आपकी विज़िट ${slot(d)} पर कर दी है।`,
    },
    visit_declined: {
      title: () => 'आपकी विज़िट नामंज़ूर हुई',
      body: (d) => `${d.property_name ?? ''} ने आपकी विज़िट नामंज़ूर की: ${d.reason ?? ''}`,
    },
    message: {
      title: (d) => `${d.property_name ?? ''} ने आपको संदेश भेजा`,
      body: (d) => d.preview ?? '',
    },
    rent_due: {
      title: () => 'किराया देय',
      body: (d) => `${d.property_name ?? ''} का ${formatRupees(d.amount ?? 0)} ${d.due_date ? formatDate(d.due_date, 'hi') : ''} तक देना है। 'किराया भरें' में भुगतान करें।`,
    },
    rent_reminder: {
      title: (d) => (d.reminder === 'after' ? 'किराया बकाया' : d.reminder === 'day' ? 'किराया आज देय' : 'किराया 3 दिन में देय'),
      body: (d) => `${d.property_name ?? ''} का ${formatRupees(d.amount ?? 0)}, देय तारीख ${d.due_date ? formatDate(d.due_date, 'hi') : ''}। 'किराया भरें' में भुगतान करें।`,
    },
    autopay: {
      title: (d) => (d.autopay === 'failed' ? 'AutoPay से किराया नहीं कट सका' : d.autopay === 'over_limit' ? 'AutoPay: इस महीने की राशि सीमा से अधिक' : 'AutoPay: कल किराया कटेगा'),
      body: (d) => (d.autopay === 'failed'
        ? `${d.property_name ?? ''} के ${formatRupees(d.amount ?? 0)} की AutoPay कटौती नहीं हो सकी। किराया अभी बकाया है: 'किराया भरें' में भुगतान करें।`
        : d.autopay === 'over_limit'
          ? `${d.property_name ?? ''} का ${formatRupees(d.amount ?? 0)} आपकी AutoPay सीमा ${formatRupees(d.max_amount ?? 0)} से अधिक है, इसलिए नहीं कटेगा। 'किराया भरें' में भुगतान करें।`
          : `${d.property_name ?? ''} का ${formatRupees(d.amount ?? 0)} ${d.due_date ? formatDate(d.due_date, 'hi') : ''} को UPI AutoPay से कटेगा। रोकने के लिए 'किराया भरें' में AutoPay रद्द करें।`),
    },
    rent_paid: {
      title: () => 'किराया चुका: आपकी रसीद तैयार है',
      body: (d) => `${d.property_name ?? ''} का ${formatRupees(d.amount ?? 0)} चुका दिया गया। रसीद 'किराया भरें' में डाउनलोड करें।`,
    },
    deposit_settlement: {
      title: (d) => (d.revised ? 'आपकी जमा राशि का हिसाब बदला गया' : 'आपकी जमा राशि का हिसाब हो गया'),
      body: (d) => `${d.property_name ?? ''} ने ${d.revised ? 'आपकी आपत्ति के बाद हिसाब बदला' : 'आपकी जमा राशि का हिसाब किया'}: ${formatRupees(d.amount ?? 0)} आपको वापस मिलेंगे। कटौतियाँ देखें, फिर 'घर छोड़ना' में स्वीकार करें या आपत्ति करें।`,
    },
    deposit_refunded: {
      title: () => 'जमा राशि लौटाई गई',
      body: (d) => `${d.property_name ?? ''} में आपकी जमा राशि के ${formatRupees(d.amount ?? 0)} लौटा दिए गए।`,
    },
    saved_search_match: {
      title: (d) => `“${d.search_name ?? ''}” में नई प्रॉपर्टी`,
      body: (d) => ((d.count ?? 1) > 1
        ? `आपकी सेव की गई खोज से ${d.count ?? ''} नई प्रॉपर्टी मिलती हैं, जिनमें ${d.property_name ?? ''} भी है।`
        : `${d.property_name ?? ''} अब आपकी सेव की गई खोज से मिलती है।`),
    },
  },
}
