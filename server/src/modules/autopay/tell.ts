import { rupeesText } from '@basera/contract/pricing'
import { dateText } from '@basera/contract/india-text'
import type { Db } from '../../db/client.ts'
import { notifyLead } from '../notifications/service.ts'

// What AutoPay tells the tenant (in the app always, and by SMS, WhatsApp and push through notifyLead, in their
// language from notify/templates.ts): the pre-debit notice 24 hours ahead, a due above the mandate's maximum, a
// debit that failed. Each in the transaction that records it, so it is told once.

export type AutopayNews = 'notice' | 'over_limit' | 'failed'

export interface AutopayFacts {
  leadId: number
  bookingId: number
  dueId: number
  propertyName: string
  amount: number
  /** The debit's date (notice), or the due's (over_limit, failed). */
  date: string
  maxAmount: number
}

const WORDS: Record<AutopayNews, (f: AutopayFacts) => { title: string; body: string }> = {
  notice: (f) => ({
    title: 'AutoPay: rent will be debited tomorrow',
    body: `${rupeesText(f.amount)} for ${f.propertyName} will be debited by UPI AutoPay on ${dateText(f.date)}. To stop it, cancel AutoPay in the app.`,
  }),
  over_limit: (f) => ({
    title: 'AutoPay: this month is above your limit',
    body: `${rupeesText(f.amount)} for ${f.propertyName} is above your AutoPay limit of ${rupeesText(f.maxAmount)}, so it will not be debited. Pay it in Pay rent.`,
  }),
  failed: (f) => ({
    title: 'AutoPay could not take your rent',
    body: `The AutoPay debit of ${rupeesText(f.amount)} for ${f.propertyName} failed. The rent is still due: pay it in Pay rent.`,
  }),
}

export async function tellAutopay(tx: Db, news: AutopayNews, f: AutopayFacts, at: Date): Promise<void> {
  await notifyLead(tx, {
    leadId: f.leadId, kind: 'autopay', bookingId: f.bookingId, at, url: news === 'notice' ? '/pay-rent' : `/pay-rent?due=${f.dueId}`, ...WORDS[news](f),
    details: { property_name: f.propertyName, amount: f.amount, due_id: f.dueId, due_date: f.date, autopay: news, max_amount: f.maxAmount },
  })
}
