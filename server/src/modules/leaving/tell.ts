import { rupeesText } from '@basera/contract/pricing'
import type { Db } from '../../db/client.ts'
import { notifyLead } from '../notifications/service.ts'
import { notifyPropertyOperators } from '../notifications/operators.ts'

// Reaching people about leaving (PRODUCT.md "Reaching people": a tenant's notice to the operators, told in notice.ts;
// a deposit settlement and a refund to the tenant; the tenant's answer to the operators), each in the transaction
// that made it happen.

export async function tellSettled(tx: Db, s: { leadId: number; bookingId: number; propertyName: string; refund: number; deducted: number; at: Date; revised?: boolean }): Promise<void> {
  const kept = s.deducted > 0 ? ` after deductions of ${rupeesText(s.deducted)}` : ''
  await notifyLead(tx, {
    leadId: s.leadId, kind: 'deposit_settlement', bookingId: s.bookingId, at: s.at, url: '/leaving',
    title: s.revised ? 'Your deposit settlement is revised' : 'Your deposit is settled',
    body: `${s.propertyName} ${s.revised ? 'revised your deposit settlement after your dispute' : 'settled your deposit'}: ${rupeesText(s.refund)} comes back to you${kept}. Accept it or dispute it in the app.`,
    details: { property_name: s.propertyName, amount: s.refund, ...(s.revised ? { revised: true } : {}) },
  })
}

export async function tellAnswered(tx: Db, a: { propertyId: number; bookingId: number; propertyName: string; tenantName: string; refund: number; reason: string | null; at: Date }): Promise<void> {
  await notifyPropertyOperators(tx, {
    propertyId: a.propertyId, kind: 'settlement_answered', bookingId: a.bookingId, at: a.at, url: '/operator/money',
    details: a.reason === null ? { amount: a.refund } : { amount: a.refund, reason: a.reason },
    title: a.reason === null ? `${a.tenantName} accepted the deposit settlement` : `${a.tenantName} disputes the deposit settlement`,
    body: a.reason === null ? `The refund of ${rupeesText(a.refund)} at ${a.propertyName} has started.` : `At ${a.propertyName}: “${a.reason}”. The refund clock keeps running.`,
  })
}

export async function tellRefunded(tx: Db, r: { leadId: number; bookingId: number; propertyName: string; amount: number; at: Date }): Promise<void> {
  if (r.amount <= 0) return
  await notifyLead(tx, {
    leadId: r.leadId, kind: 'deposit_refunded', bookingId: r.bookingId, at: r.at, url: '/leaving',
    title: 'Deposit refunded', body: `${rupeesText(r.amount)} of your deposit at ${r.propertyName} is refunded.`, details: { property_name: r.propertyName, amount: r.amount },
  })
}
