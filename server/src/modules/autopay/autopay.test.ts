import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { AUTOPAY_CALLBACK_PATH } from '@basera/contract/autopay'
import { addDays } from '@basera/contract/dates'
import * as endpoints from '@basera/contract/endpoints'
import { messages } from '@basera/contract/messages'
import type { CheckoutForm } from '@basera/contract/payments'
import { buildApp } from '../../app.ts'
import { rowsOf } from '../../db/client.ts'
import { testConfig, useTestApp, type TestApp } from '../../test/helper.ts'
import { movedIn } from '../dues/test-stay.ts'
import { pdfText } from '../dues/pdf-text.ts'
import { eventually, payOrder, sandboxSettings } from '../payments/test-payments.ts'

// UPI AutoPay through the API and the sandbox gateway: the mandate approved in the checkout and active, the
// pre-debit notice 24 hours before a due (once), the debit on its date paying the due as a checkout would (its
// receipt), never a debit of a due paid by hand, one debit however many instances run the job, none after cancel,
// and a failed debit leaves the due open and tells the tenant.

const testApp = useTestApp()
// each test puts the shared clock back where it found it (movedIn moves it 3 days on; sessions would lapse)
let offsetAtStart = 0
const offsetNow = () => testApp().clock.now().getTime() - Date.now()
beforeEach(() => { offsetAtStart = offsetNow() })
afterEach(() => testApp().clock.advance(offsetAtStart - offsetNow()))
const started: FastifyInstance[] = []
afterAll(async () => {
  for (const app of started) await app.close()
})

type Tenant = Awaited<ReturnType<typeof movedIn>>

const autopayOf = async (t: TestApp, b: Tenant) => {
  const res = await t.post(endpoints.getAutopay, { bookingId: b.bookingId }, b.token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data
}

const duesOf = async (t: TestApp, b: Tenant) => (await t.post(endpoints.listRentDues, { leadId: b.leadId, bookingId: b.bookingId }, b.token)).json().data

/** Moves the shared clock to an instant (India time); restore() puts it back where it was. */
function clockAt(t: TestApp) {
  let moved = 0
  return {
    to: (iso: string) => {
      const by = Date.parse(iso) - t.clock.now().getTime()
      t.clock.advance(by)
      moved += by
    },
    restore: () => t.clock.advance(-moved),
  }
}

/** Runs a test body with its own moved clock, put back after it whatever happens (sessions would lapse otherwise). */
async function withMovedClock(t: TestApp, body: (clock: ReturnType<typeof clockAt>) => Promise<void>) {
  const clock = clockAt(t)
  try {
    await body(clock)
  } finally {
    clock.restore()
  }
}

/** 09:00 in India on the day before a due: the pre-debit notice goes out then. */
const dayBefore = (due: { due_date: string }) => `${addDays(due.due_date, -1)}T09:00:00+05:30`

/** How many of the booking's payments reached the ledger as rent paid. */
const rentPaymentsOf = async (t: TestApp, b: Tenant) => {
  const [row] = await rowsOf<{ n: number | string }>(t.database.db, sql`select count(*)::int as n from ledger_transactions where booking_id = ${b.bookingId} and kind = 'rent_paid'`)
  return Number(row?.n)
}

/** Pays a due through the checkout, by hand (the tenant's own tap). */
async function payByHand(t: TestApp, b: Tenant, dueId: number) {
  const order = await t.post(endpoints.payRentDue, { due_id: dueId }, b.token)
  expect(order.statusCode, order.body).toBe(200)
  await payOrder(t, order.json().order_id)
  await eventually(async () => expect((await duesOf(t, b)).find((d) => d.due_id === dueId)?.status).toBe('paid'))
  await t.app.moneySettled()
}

/** The browser posting the checkout form the app answered. */
const openCheckout = (t: TestApp, checkout: CheckoutForm) =>
  t.app.inject({ method: 'POST', url: checkout.action, payload: new URLSearchParams(checkout.fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })

/** The tenant approves the mandate in the sandbox's checkout, which posts the outcome to the callback (as a browser would). */
async function approveInCheckout(t: TestApp, b: Tenant, orderId: string, signature?: string) {
  const approved = await payOrder(t, orderId)
  return t.app.inject({
    method: 'POST', url: `${AUTOPAY_CALLBACK_PATH}?booking_id=${b.bookingId}`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ razorpay_order_id: orderId, razorpay_payment_id: approved.razorpay_payment_id, razorpay_signature: signature ?? approved.razorpay_signature ?? '' }).toString(),
  })
}

/** A moved-in tenant whose first due is paid by hand, with AutoPay set up and approved in the sandbox. */
async function withAutopay(t: TestApp, o: { propertyIndex?: number } = {}) {
  const b = await movedIn(t, o)
  const [first] = await duesOf(t, b)
  if (first) await payByHand(t, b, first.due_id)
  const start = await t.post(endpoints.startAutopay, { bookingId: b.bookingId }, b.token)
  expect(start.statusCode, start.body).toBe(200)
  const back = await approveInCheckout(t, b, start.json().order_id)
  expect(back.headers.location).toBe('/pay-rent?autopay=approved')
  expect((await autopayOf(t, b)).status).toBe('active')
  // the tenant stays signed in over the month the tests move the clock through
  await rowsOf(t.database.db, sql`update sessions set expires_at = now() + interval '5 years' where lead_id = ${b.leadId}`)
  return b
}

const leadNews = async (t: TestApp, leadId: number) =>
  (await rowsOf<{ news: string | null }>(t.database.db, sql`select details->>'autopay' as news from notifications where lead_id = ${leadId} and kind = 'autopay' order by id`)).map((r) => r.news)

/** The month after the move-in: its due made 3 days ahead by the money job; the clock then stands 3 days before it. */
async function nextMonthDue(t: TestApp, b: Tenant, clock: ReturnType<typeof clockAt>) {
  const [first] = await duesOf(t, b)
  const date = addDays(first?.period_end ?? '', 1)
  clock.to(`${addDays(date, -3)}T09:00:00+05:30`)
  await t.app.runMoneyJob()
  const due = (await duesOf(t, b)).find((d) => d.due_date === date)
  if (!due) throw new Error(`no due on ${date}`)
  return due
}

const gatewayPaymentsOf = async (t: TestApp, receipt: string) => {
  const [row] = await rowsOf<{ n: number | string }>(t.database.db, sql`
    select count(*)::int as n from sandbox_gateway_objects p join sandbox_gateway_objects o on o.kind = 'order' and p.data->>'parent' = o.id
    where p.kind = 'payment' and o.data->>'receipt' = ${receipt}`)
  return Number(row?.n)
}

describe('UPI AutoPay: the mandate', () => {
  it('starts in the sandbox checkout (Approve AutoPay mandate), comes back to Pay rent approved, and is active with its maximum', async () => {
    const t = testApp()
    const b = await movedIn(t)
    expect(await autopayOf(t, b)).toEqual({ bookingId: b.bookingId, status: 'none', max_amount: null, next_debit: null, notice: null })
    const start = await t.post(endpoints.startAutopay, { bookingId: b.bookingId }, b.token)
    expect(start.statusCode, start.body).toBe(200)
    const { checkout, order_id: orderId, amount } = start.json()
    expect(amount).toBe(100)
    expect(checkout.fields).toMatchObject({ order_id: orderId, recurring: '1' })
    expect(checkout.fields.customer_id).toMatch(/^cust_/)
    expect(checkout.fields.callback_url).toContain(`${AUTOPAY_CALLBACK_PATH}?booking_id=${b.bookingId}`)
    // asked again before approval: the same checkout
    expect((await t.post(endpoints.startAutopay, { bookingId: b.bookingId }, b.token)).json().order_id).toBe(orderId)
    expect((await autopayOf(t, b)).status).toBe('pending')

    const page = await openCheckout(t, checkout)
    expect(page.statusCode).toBe(200)
    for (const text of ['Approve AutoPay mandate', 'Decline', 'monthly']) expect(page.body).toContain(text)
    const back = await approveInCheckout(t, b, orderId)
    expect(back.statusCode).toBe(303)
    expect(back.headers.location).toBe('/pay-rent?autopay=approved')
    const monthly = b.booking.unitRent + b.booking.maintenanceAmount + b.booking.foodAmount
    expect(await autopayOf(t, b)).toMatchObject({ status: 'active', max_amount: Math.ceil((monthly * 1.5) / 100) * 100 })
    // the authorisation is never taken: no ledger entry, nothing captured
    const [captured] = await rowsOf<{ n: number | string }>(t.database.db, sql`select count(*)::int as n from ledger_transactions where gateway_order_id = ${orderId}`)
    expect(Number(captured?.n)).toBe(0)
    const again = await t.post(endpoints.startAutopay, { bookingId: b.bookingId }, b.token)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(messages.autopayAlreadyActive)
    await t.app.moneySettled()
  }, 120_000)

  it('a forged way back from the checkout is not believed: the mandate stays pending', async () => {
    const t = testApp()
    const b = await movedIn(t)
    const start = (await t.post(endpoints.startAutopay, { bookingId: b.bookingId }, b.token)).json()
    await sandboxSettings(t, { drop_webhooks: true })
    try {
      const forged = await approveInCheckout(t, b, start.order_id, '0'.repeat(64))
      expect(forged.headers.location).toBe('/pay-rent?autopay=declined')
      expect((await autopayOf(t, b)).status).toBe('pending')
    } finally {
      await sandboxSettings(t, { drop_webhooks: false })
    }
  }, 120_000)

  it('declined in the checkout: failed, and it can be set up again', async () => {
    const t = testApp()
    const b = await movedIn(t)
    const start = (await t.post(endpoints.startAutopay, { bookingId: b.bookingId }, b.token)).json()
    await payOrder(t, start.order_id, 'failed')
    await eventually(async () => expect((await autopayOf(t, b)).status).toBe('failed'), 60_000)
    const again = await t.post(endpoints.startAutopay, { bookingId: b.bookingId }, b.token)
    expect(again.statusCode).toBe(200)
    expect(again.json().order_id).not.toBe(start.order_id)
  }, 120_000)

  it('is refused before the move-in, and for another lead\'s booking', async () => {
    const t = testApp()
    const b = await movedIn(t)
    const other = await t.signIn()
    for (const endpoint of [endpoints.getAutopay, endpoints.startAutopay, endpoints.cancelAutopay]) {
      const res = await t.post(endpoint, { bookingId: b.bookingId }, other.token)
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe(messages.bookingNotFound)
    }
    const [row] = await rowsOf<{ id: number }>(t.database.db, sql`update bookings set status = 'accepted' where id = ${b.bookingId} returning id`)
    expect(row).toBeDefined()
    const early = await t.post(endpoints.startAutopay, { bookingId: b.bookingId }, b.token)
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe(messages.autopayNotMovedIn)
  }, 120_000)
})

describe('UPI AutoPay: notice and debit', () => {
  it('sends the pre-debit notice 24 hours before the due (once), then debits on the day: the due paid via UPI, with its receipt', async () => {
    const t = testApp()
    await withMovedClock(t, async (clock) => {
      const b = await withAutopay(t)
      const due = await nextMonthDue(t, b, clock)
      expect((await autopayOf(t, b)).next_debit).toEqual({ due_id: due.due_id, amount: due.total, date: due.due_date })
      // two days before: nothing yet
      clock.to(`${addDays(due.due_date, -2)}T09:00:00+05:30`)
      await t.app.runMoneyJob()
      expect(await leadNews(t, b.leadId)).toEqual([])
      clock.to(dayBefore(due))
      await t.app.runMoneyJob()
      await t.app.runMoneyJob()
      expect(await leadNews(t, b.leadId)).toEqual(['notice'])
      const [sms] = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from notify_deliveries d join notify_events e on e.id = d.event_id
        where e.kind = 'autopay' and d.recipient_id = ${b.leadId} and d.channel in ('sms', 'whatsapp')`)
      expect(Number(sms?.n), 'by SMS and WhatsApp too').toBe(2)
      expect((await autopayOf(t, b)).notice).toMatchObject({ due_id: due.due_id, amount: due.total, debit_on: due.due_date, state: 'notified' })
      expect((await duesOf(t, b)).find((d) => d.due_id === due.due_id)?.status).toBe('open')

      clock.to(`${due.due_date}T09:30:00+05:30`)
      await t.app.runMoneyJob()
      await t.app.moneySettled()
      const paid = (await duesOf(t, b)).find((d) => d.due_id === due.due_id)
      expect(paid).toMatchObject({ status: 'paid', paid_via: 'upi' })
      expect(paid?.receipt_no).toBeTruthy()
      expect((await autopayOf(t, b)).notice?.state).toBe('captured')
      const receipt = await t.post(endpoints.getRentReceipt, { due_id: due.due_id }, b.token)
      expect(receipt.statusCode).toBe(200)
      expect(receipt.headers['content-type']).toContain('application/pdf')
      expect(await pdfText(receipt.rawPayload)).toContain(paid?.receipt_no ?? '?')
      expect(await rentPaymentsOf(t, b), 'the first due by hand, this one by AutoPay').toBe(2)
      // the next run debits nothing more
      await t.app.runMoneyJob()
      expect(await gatewayPaymentsOf(t, `basera-autopay-due-${due.due_id}`)).toBe(1)
    })
  }, 120_000)

  it('never debits a due paid by hand after the notice', async () => {
    const t = testApp()
    await withMovedClock(t, async (clock) => {
      const b = await withAutopay(t)
      const due = await nextMonthDue(t, b, clock)
      clock.to(dayBefore(due))
      await t.app.runMoneyJob()
      await payByHand(t, b, due.due_id)
      clock.to(`${due.due_date}T10:00:00+05:30`)
      await t.app.runMoneyJob()
      expect((await autopayOf(t, b)).notice?.state).toBe('skipped')
      expect(await gatewayPaymentsOf(t, `basera-autopay-due-${due.due_id}`)).toBe(0)
      expect(await rentPaymentsOf(t, b)).toBe(2)
    })
  }, 120_000)

  it('two instances running the job at once debit once', async () => {
    const t = testApp()
    await withMovedClock(t, async (clock) => {
      const b = await withAutopay(t)
      const due = await nextMonthDue(t, b, clock)
      clock.to(dayBefore(due))
      await t.app.runMoneyJob()
      const two = await buildApp(testConfig(), { ...t.database, close: async () => undefined }, { now: t.clock.now, moneyJobTimer: false, savedSearchTimer: false, notifyWorkerTimer: false })
      await two.listen({ port: 0, host: '127.0.0.1' })
      started.push(two)
      clock.to(`${due.due_date}T09:30:00+05:30`)
      await Promise.all([t.app.runMoneyJob(), two.runMoneyJob(), t.app.runMoneyJob()])
      await Promise.all([t.app.moneySettled(), two.moneySettled()])
      expect(await gatewayPaymentsOf(t, `basera-autopay-due-${due.due_id}`)).toBe(1)
      expect((await duesOf(t, b)).find((d) => d.due_id === due.due_id)).toMatchObject({ status: 'paid', paid_via: 'upi' })
      expect(await rentPaymentsOf(t, b)).toBe(2)
    })
  }, 120_000)

  it('cancelled: cancelled at the gateway, the announced debit not made; cancelling again answers the same', async () => {
    const t = testApp()
    await withMovedClock(t, async (clock) => {
      const b = await withAutopay(t)
      const due = await nextMonthDue(t, b, clock)
      clock.to(dayBefore(due))
      await t.app.runMoneyJob()
      const cancel = await t.post(endpoints.cancelAutopay, { bookingId: b.bookingId }, b.token)
      expect(cancel.statusCode, cancel.body).toBe(200)
      expect(cancel.json()).toMatchObject({ message: messages.autopayCancelled, data: { status: 'cancelled', next_debit: null, notice: { state: 'skipped' } } })
      const [token] = await rowsOf<{ status: string }>(t.database.db, sql`select data->'recurring_details'->>'status' as status from sandbox_gateway_objects
        where kind = 'token' and id = (select gateway_token_id from autopay_mandates where booking_id = ${b.bookingId} order by id desc limit 1)`)
      expect(token?.status).toBe('cancelled')
      expect((await t.post(endpoints.cancelAutopay, { bookingId: b.bookingId }, b.token)).json().data.status).toBe('cancelled')
      clock.to(`${due.due_date}T10:00:00+05:30`)
      await t.app.runMoneyJob()
      expect(await gatewayPaymentsOf(t, `basera-autopay-due-${due.due_id}`)).toBe(0)
      expect((await duesOf(t, b)).find((d) => d.due_id === due.due_id)?.status).toBe('open')
    })
  }, 120_000)

  it('a failed debit leaves the due open to pay by hand and tells the tenant', async () => {
    const t = testApp()
    await withMovedClock(t, async (clock) => {
      const b = await withAutopay(t)
      const due = await nextMonthDue(t, b, clock)
      clock.to(dayBefore(due))
      await t.app.runMoneyJob()
      await sandboxSettings(t, { fail_recurring: true })
      clock.to(`${due.due_date}T09:30:00+05:30`)
      await t.app.runMoneyJob()
      await sandboxSettings(t, { fail_recurring: false })
      await t.app.moneySettled()
      expect((await duesOf(t, b)).find((d) => d.due_id === due.due_id)?.status).toBe('open')
      expect((await autopayOf(t, b)).notice?.state).toBe('failed')
      expect(await leadNews(t, b.leadId)).toEqual(['notice', 'failed'])
      await payByHand(t, b, due.due_id)
    })
  }, 120_000)

  it('a due above the mandate\'s maximum is not debited: the tenant is told to pay it by hand', async () => {
    const t = testApp()
    await withMovedClock(t, async (clock) => {
      const b = await withAutopay(t)
      await rowsOf(t.database.db, sql`update autopay_mandates set max_amount = 100 where booking_id = ${b.bookingId}`)
      const due = await nextMonthDue(t, b, clock)
      clock.to(dayBefore(due))
      await t.app.runMoneyJob()
      expect(await leadNews(t, b.leadId)).toEqual(['over_limit'])
      clock.to(`${due.due_date}T09:30:00+05:30`)
      await t.app.runMoneyJob()
      expect(await gatewayPaymentsOf(t, `basera-autopay-due-${due.due_id}`)).toBe(0)
      expect((await autopayOf(t, b)).notice?.state).toBe('over_limit')
    })
  }, 120_000)
})
