import type { Notification } from '@basera/contract/engagement'
import type { OperatorNotification } from '@basera/contract/payout'
import { dateText, formatRupees } from '@basera/contract/india-text'

// What each event says outside the app (SMS, WhatsApp, push), in English and Hindi, and where a tap leads.
// Adding an event kind: one entry here (and its kind in the contract), then one notifyLead / notifyPropertyOperators
// call where it happens. Texts are short, name no phone number of the other side, and end with the screen's link.

type LeadKind = NonNullable<Notification['kind']>
type OperatorKind = OperatorNotification['kind']
export type Language = 'en' | 'hi'

/** What a template may use: the in-app notification's details, and the event's own facts. */
export interface NotifyParams {
  property_name?: string
  amount?: number
  revised?: boolean
  reason?: string
  visit_when?: string
  search_name?: string
  count?: number
  search_query?: string
  rating?: number
  due_id?: number
  due_date?: string
  reminder?: 'before' | 'day' | 'after'
  autopay?: 'notice' | 'over_limit' | 'failed'
  max_amount?: number
}

export interface Template {
  /** Goes out during quiet hours too (PRODUCT.md: the operators' new booking and visit request, the tenant's decision). */
  urgent: boolean
  /** The app path a tap opens, when the caller gives none. */
  url: (p: NotifyParams) => string
  en: (p: NotifyParams) => { title: string; body: string }
  hi: (p: NotifyParams) => { title: string; body: string }
}

const place = (p: NotifyParams) => p.property_name ?? 'Basera'
const rupees = (p: NotifyParams) => formatRupees(p.amount ?? 0)

const LEAD_TEMPLATES: Record<LeadKind, Template> = {
  booking_accepted: {
    urgent: true,
    url: () => '/bookings',
    en: (p) => ({ title: 'Booking accepted', body: `${place(p)} accepted your booking.` }),
    hi: (p) => ({ title: 'बुकिंग स्वीकार', body: `${place(p)} ने आपकी बुकिंग स्वीकार कर ली।` }),
  },
  booking_declined: {
    urgent: true,
    url: () => '/bookings',
    en: (p) => ({ title: 'Booking declined', body: `${place(p)} declined your booking.${p.amount ? ` Your token of ${rupees(p)} is refunded.` : ''}` }),
    hi: (p) => ({ title: 'बुकिंग अस्वीकार', body: `${place(p)} ने आपकी बुकिंग अस्वीकार कर दी।${p.amount ? ` आपका ${rupees(p)} का टोकन वापस होगा।` : ''}` }),
  },
  booking_moved_in: {
    urgent: false,
    url: () => '/bookings',
    en: (p) => ({ title: 'Welcome home!', body: `${place(p)} marked you as moved in.` }),
    hi: (p) => ({ title: 'घर में स्वागत है!', body: `${place(p)} ने आपका आना दर्ज किया।` }),
  },
  token_refunded: {
    urgent: false,
    url: () => '/bookings',
    en: (p) => ({ title: 'Token refunded', body: `Your token of ${rupees(p)} for ${place(p)} is being refunded.` }),
    hi: (p) => ({ title: 'टोकन वापसी', body: `${place(p)} के लिए आपका ${rupees(p)} का टोकन वापस किया जा रहा है।` }),
  },
  visit_scheduled: {
    urgent: false,
    url: () => '/notifications',
    en: (p) => ({ title: 'Visit confirmed', body: `${place(p)} expects you on ${p.visit_when ?? ''}.` }),
    hi: (p) => ({ title: 'विज़िट पक्की', body: `${place(p)} आपका इंतज़ार करेगा: ${p.visit_when ?? ''}।` }),
  },
  visit_moved: {
    urgent: false,
    url: () => '/notifications',
    en: (p) => ({ title: 'Visit moved', body: `${place(p)} moved your visit to ${p.visit_when ?? ''}.` }),
    hi: (p) => ({ title: 'विज़िट का समय बदला', body: `${place(p)} ने आपकी विज़िट ${p.visit_when ?? ''} पर कर दी।` }),
  },
  visit_declined: {
    urgent: false,
    url: () => '/notifications',
    en: (p) => ({ title: 'Visit declined', body: `${place(p)} declined your visit.` }),
    hi: (p) => ({ title: 'विज़िट अस्वीकार', body: `${place(p)} ने आपकी विज़िट अस्वीकार कर दी।` }),
  },
  saved_search_match: {
    urgent: false,
    url: (p) => (p.search_query ? `/search?${p.search_query}` : '/search'),
    en: (p) => ({ title: `New for “${p.search_name ?? ''}”`, body: (p.count ?? 1) > 1 ? `${p.count ?? ''} new properties match your saved search.` : `${place(p)} now matches your saved search.` }),
    hi: (p) => ({ title: `“${p.search_name ?? ''}” में नया`, body: (p.count ?? 1) > 1 ? `${p.count ?? ''} नई प्रॉपर्टी आपकी सहेजी खोज से मेल खाती हैं।` : `${place(p)} अब आपकी सहेजी खोज से मेल खाती है।` }),
  },
  message: {
    urgent: false,
    url: () => '/messages',
    en: (p) => ({ title: 'New message', body: `${place(p)} sent you a message.` }),
    hi: (p) => ({ title: 'नया संदेश', body: `${place(p)} ने आपको संदेश भेजा।` }),
  },
  rent_due: {
    urgent: false,
    url: () => '/pay-rent',
    en: (p) => ({ title: 'Rent due', body: `${rupees(p)} for ${place(p)} is due on ${p.due_date ? dateText(p.due_date) : ''}. Pay it in the app.` }),
    hi: (p) => ({ title: 'किराया देय', body: `${place(p)} का ${rupees(p)} ${p.due_date ? dateText(p.due_date) : ''} तक देना है। ऐप में भुगतान करें।` }),
  },
  rent_reminder: {
    urgent: false,
    url: (p) => (p.due_id ? `/pay-rent?due=${p.due_id}` : '/pay-rent'),
    en: (p) => ({
      title: p.reminder === 'after' ? 'Rent overdue' : p.reminder === 'day' ? 'Rent due today' : 'Rent due in 3 days',
      body: `${rupees(p)} for ${place(p)}, due ${p.due_date ? dateText(p.due_date) : ''}. Pay it in the app.`,
    }),
    hi: (p) => ({
      title: p.reminder === 'after' ? 'किराया बकाया' : p.reminder === 'day' ? 'किराया आज देय' : 'किराया 3 दिन में देय',
      body: `${place(p)} का ${rupees(p)}, देय तारीख ${p.due_date ? dateText(p.due_date) : ''}। ऐप में भुगतान करें।`,
    }),
  },
  autopay: {
    // the money job sends the pre-debit notice outside quiet hours only (autopay/debit-job.ts)
    urgent: false,
    url: (p) => (p.autopay !== 'notice' && p.due_id ? `/pay-rent?due=${p.due_id}` : '/pay-rent'),
    en: (p) => (p.autopay === 'failed'
      ? { title: 'AutoPay failed', body: `The AutoPay debit of ${rupees(p)} for ${place(p)} failed. Pay it in the app.` }
      : p.autopay === 'over_limit'
        ? { title: 'AutoPay: above your limit', body: `${rupees(p)} for ${place(p)} is above your AutoPay limit, so it will not be debited. Pay it in the app.` }
        : { title: 'AutoPay debit tomorrow', body: `${rupees(p)} for ${place(p)} will be debited by UPI AutoPay on ${p.due_date ? dateText(p.due_date) : ''}. Cancel in the app to stop it.` }),
    hi: (p) => (p.autopay === 'failed'
      ? { title: 'AutoPay विफल', body: `${place(p)} के ${rupees(p)} का AutoPay भुगतान नहीं हो सका। ऐप में भुगतान करें।` }
      : p.autopay === 'over_limit'
        ? { title: 'AutoPay: सीमा से अधिक', body: `${place(p)} का ${rupees(p)} आपकी AutoPay सीमा से अधिक है, इसलिए नहीं कटेगा। ऐप में भुगतान करें।` }
        : { title: 'कल AutoPay से किराया कटेगा', body: `${place(p)} का ${rupees(p)} ${p.due_date ? dateText(p.due_date) : ''} को UPI AutoPay से कटेगा। रोकने के लिए ऐप में रद्द करें।` }),
  },
  rent_paid: {
    urgent: false,
    url: () => '/pay-rent',
    en: (p) => ({ title: 'Rent paid', body: `${rupees(p)} for ${place(p)} is paid. Your receipt is ready.` }),
    hi: (p) => ({ title: 'किराया चुका', body: `${place(p)} का ${rupees(p)} चुका दिया गया। आपकी रसीद तैयार है।` }),
  },
  deposit_settlement: {
    urgent: false,
    url: () => '/leaving',
    en: (p) => p.revised
      ? { title: 'Your deposit settlement is revised', body: `${place(p)} revised your deposit settlement after your dispute: ${rupees(p)} comes back to you. See the deductions and accept or dispute in the app.` }
      : { title: 'Your deposit is settled', body: `${place(p)} settled your deposit: ${rupees(p)} comes back to you. See the deductions and accept or dispute in the app.` },
    hi: (p) => p.revised
      ? { title: 'आपकी जमा राशि का हिसाब बदला गया', body: `${place(p)} ने आपकी आपत्ति के बाद हिसाब बदला: ${rupees(p)} आपको वापस मिलेंगे। कटौतियाँ देखें और ऐप में स्वीकार करें या आपत्ति करें।` }
      : { title: 'आपकी जमा राशि का हिसाब', body: `${place(p)} ने आपकी जमा राशि का हिसाब किया: ${rupees(p)} आपको वापस मिलेंगे। कटौतियाँ देखें और ऐप में स्वीकार करें या आपत्ति करें।` },
  },
  deposit_refunded: {
    urgent: false,
    url: () => '/leaving',
    en: (p) => ({ title: 'Deposit refunded', body: `${rupees(p)} of your deposit at ${place(p)} is refunded.` }),
    hi: (p) => ({ title: 'जमा राशि लौटाई गई', body: `${place(p)} में आपकी जमा राशि के ${rupees(p)} लौटा दिए गए।` }),
  },
}

const OPERATOR_TEMPLATES: Record<OperatorKind, Template> = {
  booking_requested: {
    urgent: true,
    url: () => '/operator/bookings',
    en: (p) => ({ title: 'New booking request', body: `A tenant asks for a room at ${place(p)}. Accept or decline within 24 hours.` }),
    hi: (p) => ({ title: 'नया बुकिंग अनुरोध', body: `${place(p)} में एक किरायेदार कमरा चाहता है। 24 घंटे में स्वीकार या अस्वीकार करें।` }),
  },
  visit_requested: {
    urgent: true,
    url: () => '/operator/visits',
    en: (p) => ({ title: 'New visit request', body: `A tenant asks to visit ${place(p)} on ${p.visit_when ?? ''}.` }),
    hi: (p) => ({ title: 'नया विज़िट अनुरोध', body: `एक किरायेदार ${place(p)} देखने आना चाहता है: ${p.visit_when ?? ''}।` }),
  },
  payment_received: {
    urgent: false,
    url: () => '/operator/money',
    en: (p) => ({ title: 'Payment', body: `A tenant at ${place(p)} reports paying ${rupees(p)}.` }),
    hi: (p) => ({ title: 'भुगतान', body: `${place(p)} के एक किरायेदार ने ${rupees(p)} का भुगतान बताया।` }),
  },
  review_posted: {
    urgent: false,
    url: () => '/operator/reviews',
    en: (p) => ({ title: 'New review', body: `A tenant rated ${place(p)} ${p.rating ?? ''}★.` }),
    hi: (p) => ({ title: 'नई समीक्षा', body: `एक किरायेदार ने ${place(p)} को ${p.rating ?? ''}★ दिए।` }),
  },
  message: {
    urgent: false,
    url: () => '/operator/messages',
    en: (p) => ({ title: 'New message', body: `A tenant wrote about ${place(p)}.` }),
    hi: (p) => ({ title: 'नया संदेश', body: `एक किरायेदार ने ${place(p)} के बारे में लिखा।` }),
  },
  notice_given: {
    urgent: false,
    url: () => '/operator/money',
    en: (p) => ({ title: 'A tenant gave notice', body: `A tenant of ${place(p)} gave notice; their last day is ${p.due_date ? dateText(p.due_date) : ''}.` }),
    hi: (p) => ({ title: 'किरायेदार ने नोटिस दिया', body: `${place(p)} के एक किरायेदार ने नोटिस दिया; आखिरी दिन ${p.due_date ? dateText(p.due_date) : ''} है।` }),
  },
  settlement_answered: {
    urgent: false,
    url: () => '/operator/money',
    en: (p) => ({ title: p.reason ? 'Deposit settlement disputed' : 'Deposit settlement accepted', body: p.reason ? `A tenant of ${place(p)} disputes the settlement: ${p.reason}` : `A tenant of ${place(p)} accepted the settlement; the refund of ${rupees(p)} has started.` }),
    hi: (p) => ({ title: p.reason ? 'जमा राशि के हिसाब पर आपत्ति' : 'जमा राशि का हिसाब स्वीकार', body: p.reason ? `${place(p)} के एक किरायेदार को हिसाब पर आपत्ति है: ${p.reason}` : `${place(p)} के एक किरायेदार ने हिसाब स्वीकार किया; ${rupees(p)} की वापसी शुरू हो गई है।` }),
  },
}

export function templateOf(audience: 'lead' | 'operator', kind: string): Template | undefined {
  return audience === 'lead' ? (LEAD_TEMPLATES as Record<string, Template>)[kind] : (OPERATOR_TEMPLATES as Record<string, Template>)[kind]
}

/** The SMS or WhatsApp text: the title, the line, the link (absolute: it leaves the app). */
export function messageText(template: Template, language: Language, params: NotifyParams, link: string): string {
  const { title, body } = template[language](params)
  return `Basera: ${title}. ${body} ${link}`
}
