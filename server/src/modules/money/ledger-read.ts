import { sql, type SQL } from 'drizzle-orm'
import type { LeadPayment } from '@basera/contract/payments'
import type { OperatorMoneyReply, OperatorMoneyRow } from '@basera/contract/payout'
import type { BookingStatus, TokenStatus } from '@basera/contract/booking'
import { propertyLabel } from '@basera/contract/operator'
import { rowsOf, type Db } from '../../db/client.ts'
import type { LedgerKind } from './ledger.ts'

// The tenant's Payments screen and the owner's Money screen read the same ledger: what the gateway did, in
// paise, answered in whole rupees.

const AS_TENANT_SEES: Record<LedgerKind, Pick<LeadPayment, 'kind' | 'status'>> = {
  token_paid: { kind: 'token_payment', status: 'captured' },
  token_held: { kind: 'token_hold', status: 'held' },
  token_released: { kind: 'release', status: 'released' },
  token_refunded: { kind: 'refund', status: 'refunded' },
  rent_paid: { kind: 'rent_payment', status: 'captured' },
  rent_transferred: { kind: 'rent_transfer', status: 'released' },
  offline_paid: { kind: 'offline_payment', status: 'captured' },
  deposit_deducted: { kind: 'deposit_deduction', status: 'released' },
  deposit_refunded: { kind: 'deposit_refund', status: 'refunded' },
}

const LIMIT = 500

/** One row per ledger transaction of the lead's bookings, newest first. */
export async function leadPayments(db: Db, leadId: number): Promise<LeadPayment[]> {
  // pg answers bigint as text: numbers from raw SQL are number | string until Number() reads them
  const rows = await rowsOf<{ booking_id: number | string; property_name: string; order_id: string | null; payment_id: string | null; kind: LedgerKind; paise: number | string; at: string | Date }>(db, sql`
    select t.booking_id, p.name as property_name, coalesce(t.gateway_order_id, o.gateway_order_id) as order_id, t.gateway_payment_id as payment_id,
      t.kind, (select sum(e.amount_paise) from ledger_entries e where e.transaction_id = t.id and e.amount_paise > 0)::bigint as paise, t.created_at as at
    from ledger_transactions t
    join bookings b on b.id = t.booking_id
    join tenants tn on tn.id = b.tenant_id
    join properties p on p.id = b.property_id
    left join payment_orders o on o.booking_id = t.booking_id and o.due_id is null
    where tn.lead_id = ${leadId}
    order by t.created_at desc, t.id desc
    limit ${LIMIT}`)
  return rows.map((r) => ({
    booking_id: Number(r.booking_id), property_name: r.property_name, order_id: r.order_id, payment_id: r.payment_id, ...AS_TENANT_SEES[r.kind],
    amount: Math.floor(Number(r.paise) / 100), at: new Date(r.at).toISOString(),
  }))
}

/**
 * Per booking with a token, money in the ledger, or a stay (its rent is recorded from here), what the ledger says of it: `held` (paid, neither refunded nor released yet),
 * `released`, `refunded` (the token's and the deposit's refunds); with totals. `scope`: the operator policy's condition on bookings.property_id (the table is not aliased for it).
 */
export async function operatorMoney(db: Db, scope: SQL | undefined): Promise<Pick<OperatorMoneyReply, 'data' | 'totals'>> {
  const rows = await rowsOf<{
    booking_id: number | string; property_id: number | string; property_name: string; locality_name: string; tenant_name: string; status: BookingStatus; token_amount: number | string
    token_status: TokenStatus; move_in_date: string | null; paid: number | string; released: number | string; token_refunded: number | string; refunded: number | string; received: number | string
  }>(db, sql`
    with sums as (
      select t.booking_id,
        coalesce(sum(e.amount_paise) filter (where t.kind = 'token_paid' and e.amount_paise > 0), 0)::bigint as paid,
        coalesce(sum(e.amount_paise) filter (where t.kind = 'token_released' and e.amount_paise > 0), 0)::bigint as released,
        coalesce(sum(e.amount_paise) filter (where t.kind = 'token_refunded' and e.amount_paise > 0), 0)::bigint as token_refunded,
        coalesce(sum(e.amount_paise) filter (where t.kind in ('token_refunded', 'deposit_refunded') and e.amount_paise > 0), 0)::bigint as refunded,
        coalesce(sum(e.amount_paise) filter (where t.kind in ('token_paid', 'rent_paid', 'offline_paid') and e.amount_paise > 0), 0)::bigint as received
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      group by t.booking_id
    )
    select bookings.id as booking_id, bookings.property_id, p.name as property_name, l.name as locality_name, tn.full_name as tenant_name, bookings.status, bookings.token_amount,
      bookings.token_status, bookings.move_in_date::text as move_in_date, coalesce(s.paid, 0) as paid, coalesce(s.released, 0) as released,
      coalesce(s.token_refunded, 0) as token_refunded, coalesce(s.refunded, 0) as refunded, coalesce(s.received, 0) as received
    from bookings
    join properties p on p.id = bookings.property_id
    join localities l on l.id = p.locality_id
    join tenants tn on tn.id = bookings.tenant_id
    left join sums s on s.booking_id = bookings.id
    where (bookings.token_amount > 0 or s.booking_id is not null or bookings.status in ('moved_in', 'moved_out')) ${scope ? sql`and ${scope}` : sql``}
    order by bookings.created_at desc, bookings.id desc
    limit ${LIMIT}`)
  const rupees = (paise: number | string) => Math.floor(Number(paise) / 100)
  const data: OperatorMoneyRow[] = rows.map((r) => ({
    bookingId: Number(r.booking_id), property_id: Number(r.property_id), property_name: r.property_name, property_label: propertyLabel(r.property_name, r.locality_name), tenant_name: r.tenant_name, status: r.status,
    token_amount: Number(r.token_amount), token_status: r.token_status, move_in_date: r.move_in_date,
    held: rupees(r.paid) - rupees(r.released) - rupees(r.token_refunded), released: rupees(r.released), refunded: rupees(r.refunded), received: rupees(r.received),
  }))
  const totals = data.reduce((t, r) => ({ held: t.held + r.held, released: t.released + r.released, refunded: t.refunded + r.refunded, received: t.received + r.received }),
    { held: 0, released: 0, refunded: 0, received: 0 })
  return { data, totals }
}
