import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Toaster } from 'sonner'
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest'
import { messages } from '@basera/contract/messages'
import { addDays, todayInIndia } from '@basera/contract/dates'
import * as endpoints from '@basera/contract/endpoints'
import { bookingStrings as t } from '../strings'
import { BookingFlow } from './booking-flow'
import { sampleRoom } from './sample-room.test-utils'

afterEach(() => vi.unstubAllGlobals())

// a message may show in the open sheet (an error) or on the page (a success)
const seeToast = async (text: string) => expect((await screen.findAllByText(text)).length).toBeGreaterThan(0)

function stubFetch(...answers: Array<{ status?: number; body: unknown }>) {
  const mock = vi.fn(async (_url: string, _init: RequestInit) => {
    const next = answers.shift()
    if (!next) throw new TypeError('offline')
    return new Response(JSON.stringify(next.body), { status: next.status ?? 200, headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', mock)
  return mock
}
const call = (mock: ReturnType<typeof stubFetch>, i: number) => {
  const [url, init] = mock.mock.calls[i]!
  return { url, body: JSON.parse(init.body as string) as unknown }
}

const details = { fullName: 'Riya Sharma', gender: 'GENDER_FEMALE' as const, contact_number: '9876543210', email: 'riya@example.com', occupation: 'Working' as const, is_b2b_user: 'No' as const }

function renderFlow(option = sampleRoom) {
  const handlers = { onClose: vi.fn(), onBooked: vi.fn(), onDone: vi.fn(), submitCheckout: vi.fn() }
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <BookingFlow
        propertyId={74}
        propertyName="Green Leaf"
        leadId={5}
        option={option}
        cancellationTerms={[{ days_before_move_in: 7, refund_percent: 100 }, { days_before_move_in: 0, refund_percent: 0 }]}
        rentTerms={{ rent_day: 5, late_fee: { grace_days: 3, amount: 200 } }}
        initial={details}
        {...handlers}
      />
      <Toaster />
    </QueryClientProvider>,
  )
  return handlers
}

/** Details (prefilled) → today's move-in date → the summary. */
async function toSummary() {
  await userEvent.click(screen.getByRole('button', { name: t.continue }))
  const date = await screen.findByLabelText(t.moveInLabel)
  expect(date).toHaveAttribute('min', todayInIndia())
  await userEvent.type(date, todayInIndia())
  await userEvent.click(screen.getByRole('button', { name: t.moveInNext }))
  expect(await screen.findByRole('heading', { name: t.summaryTitle })).toBeInTheDocument()
}

const tenantAdded = { body: { success: true, tenant_id: 31, message: 'ok' } }
const held = { body: { success: true, bookingId: 88, message: messages.bookingCreated, booking: { status: 'held' } } }
const allocated = { body: { success: true, message: messages.agreementAllocated, agreement: {} } }
const checkout = {
  action: '/sandbox-gateway/v1/checkout/embedded',
  fields: { key_id: 'rzp_sandbox', order_id: 'order_1', amount: '200000', currency: 'INR', callback_url: 'http://localhost/payment-callback?booking_id=88' },
}
const order = { body: { success: true, order_id: 'order_1', amount: 200000, currency: 'INR', key_id: 'rzp_sandbox', checkout, bookingId: 88 } }
/** The form the flow posted to the checkout: where, how, and its fields. */
function postedForm(submit: Mock): { action: string | null; method: string; fields: Record<string, FormDataEntryValue> } {
  const form = submit.mock.calls[0]?.[0] as HTMLFormElement
  return { action: form.getAttribute('action'), method: form.method, fields: Object.fromEntries(new FormData(form)) }
}
const withToken = { ...sampleRoom, token_amount: 2000 }

describe('BookingFlow', () => {
  it('asks the move-in date before the summary, and sends a free request with ids and date only, as Requested', async () => {
    const fetch = stubFetch(tenantAdded, held, allocated)
    const handlers = renderFlow()
    await userEvent.click(screen.getByRole('button', { name: t.continue }))
    await userEvent.click(await screen.findByRole('button', { name: t.moveInNext }))
    // beside the field, not a toast above the dimmed sheet
    expect(screen.getByLabelText(t.moveInLabel)).toHaveAccessibleDescription(expect.stringContaining(messages.moveInDateRequired))
    await userEvent.type(screen.getByLabelText(t.moveInLabel), todayInIndia())
    await userEvent.click(screen.getByRole('button', { name: t.moveInNext }))
    expect(await screen.findByRole('heading', { name: t.summaryTitle })).toBeInTheDocument()
    expect(screen.getByText('₹29,999')).toBeInTheDocument()
    expect(screen.getByText('Refundable at exit: ₹17,002')).toBeInTheDocument()
    expect(screen.getByText(t.freeRequest)).toBeInTheDocument()
    // the refund rules, in plain words, before anything is booked
    expect(screen.getByText('Cancel 7+ days before move-in: 100% back')).toBeInTheDocument()
    expect(screen.getByText('Cancel less than 7 days before move-in: nothing back')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Pay/ })).toBeNull()
    await userEvent.dblClick(screen.getByRole('button', { name: t.sendRequest }))

    await seeToast(t.requested)
    expect(screen.queryByText(/confirmed/i)).toBeNull()
    expect(fetch).toHaveBeenCalledTimes(3)
    expect(call(fetch, 0)).toEqual({ url: endpoints.addTenant.path, body: { ...details, country_code: '91', leadId: 5, property_id: 74 } })
    // the option's food is optional and was left at no
    expect(call(fetch, 1)).toEqual({ url: endpoints.bookRoom.path, body: { tenant_id: 31, property_id: 74, room_option_id: 150, food: false } })
    expect(call(fetch, 2)).toEqual({ url: endpoints.allocateAgreement.path, body: { tenant_id: 31, property_id: 74, bookingId: 88, tanant_move_in_date: todayInIndia() } })
    expect(handlers.onBooked).toHaveBeenCalledWith(details)
    await waitFor(() => expect(handlers.onDone).toHaveBeenCalled())
  })

  it('asks about optional food in the details (no by default); yes shows in the summary with the rent terms, and is sent', async () => {
    const fetch = stubFetch(tenantAdded, held, allocated, order)
    renderFlow(withToken)
    const food = screen.getByRole('radiogroup', { name: t.foodChoice('₹2,500') })
    expect(within(food).getByRole('radio', { name: t.foodChoices.no })).toBeChecked()
    await userEvent.click(within(food).getByRole('radio', { name: t.foodChoices.yes }))
    await toSummary()
    expect(screen.getByText(t.foodChosen('₹2,500'))).toBeInTheDocument()
    // the first month's food is paid with the rest at move-in
    expect(screen.getByText(t.payAtMoveIn('₹30,499'))).toBeInTheDocument()
    expect(screen.getByText(t.foodFirstMonth('₹2,500'))).toBeInTheDocument()
    // when rent falls and what paying late costs, before anything is booked
    expect(screen.getByText('Rent due on the 5th of each month')).toBeInTheDocument()
    expect(screen.getByText('Late fee ₹200 if paid more than 3 days late')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: t.payToken('₹2,000') }))
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(4))
    expect(call(fetch, 1).body).toEqual({ tenant_id: 31, property_id: 74, room_option_id: 150, food: true })
  })

  it.each([
    [{ type: 'included' as const }, t.foodIncluded],
    [{ type: 'none' as const }, t.foodNone],
  ])('food %j: no question, the summary says so, and nothing is sent', async (food, text) => {
    const fetch = stubFetch(tenantAdded, held, allocated)
    renderFlow({ ...sampleRoom, food })
    expect(screen.queryByRole('radiogroup', { name: /food/i })).toBeNull()
    await toSummary()
    expect(screen.getByText(text)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: t.sendRequest }))
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3))
    expect(call(fetch, 1).body).toEqual({ tenant_id: 31, property_id: 74, room_option_id: 150 })
  })

  it('with a token: says what is paid now and at move-in, then one order and one visit to the checkout however often Pay is tapped', async () => {
    const fetch = stubFetch(tenantAdded, held, allocated, order)
    const handlers = renderFlow(withToken)
    await toSummary()
    expect(screen.getByText(t.payNow('₹2,000'))).toBeInTheDocument()
    expect(screen.getByText(t.payAtMoveIn('₹27,999'))).toBeInTheDocument()
    const pay = screen.getByRole('button', { name: t.payToken('₹2,000') })
    await userEvent.dblClick(pay)
    await waitFor(() => expect(handlers.submitCheckout).toHaveBeenCalledTimes(1))
    expect(postedForm(handlers.submitCheckout)).toEqual({ action: checkout.action, method: 'post', fields: checkout.fields })
    expect(call(fetch, 3)).toEqual({ url: endpoints.createTokenPayment.path, body: { bookingId: 88 } })
    // the page is leaving for the checkout: Pay stays disabled
    expect(pay).toBeDisabled()
    await userEvent.click(pay)
    expect(fetch).toHaveBeenCalledTimes(4)
    expect(handlers.submitCheckout).toHaveBeenCalledTimes(1)
    expect(handlers.onDone).not.toHaveBeenCalled()
  })

  it("shows the gateway's trouble in the sheet, and a second tap pays the same booking", async () => {
    const fetch = stubFetch(tenantAdded, held, allocated, { status: 503, body: { message: messages.paymentServiceUnavailable } }, tenantAdded, held, allocated, order)
    const handlers = renderFlow(withToken)
    await toSummary()
    await userEvent.click(screen.getByRole('button', { name: t.payToken('₹2,000') }))
    await seeToast(messages.paymentServiceUnavailable)
    expect(handlers.submitCheckout).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: t.payToken('₹2,000') }))
    await waitFor(() => expect(handlers.submitCheckout).toHaveBeenCalledTimes(1))
    expect(call(fetch, 7)).toEqual({ url: endpoints.createTokenPayment.path, body: { bookingId: 88 } })
  })

  it('a property that stopped taking payments has sent the request: its sentence, and on to My Booking', async () => {
    stubFetch(tenantAdded, held, allocated, { status: 409, body: { message: messages.tokenFreeRequest } })
    const handlers = renderFlow(withToken)
    await toSummary()
    await userEvent.click(screen.getByRole('button', { name: t.payToken('₹2,000') }))
    await seeToast(messages.tokenFreeRequest)
    await waitFor(() => expect(handlers.onDone).toHaveBeenCalled())
    expect(handlers.submitCheckout).not.toHaveBeenCalled()
  })

  it("shows the server's refusal when no room is left, and books nothing", async () => {
    stubFetch(tenantAdded, { status: 409, body: { message: messages.noRoomsLeft } })
    const handlers = renderFlow()
    await toSummary()
    await userEvent.click(screen.getByRole('button', { name: t.sendRequest }))
    await seeToast(messages.noRoomsLeft)
    expect(handlers.onBooked).not.toHaveBeenCalled()
  })

  it("shows the server's reason when the tenant is refused, 'Tenant creation failed' without one, 'Something went wrong' when offline", async () => {
    stubFetch({ status: 409, body: { message: messages.genderNotAdmitted } }, { status: 500, body: {} })
    renderFlow()
    await toSummary()
    await userEvent.click(screen.getByRole('button', { name: t.sendRequest }))
    await seeToast(messages.genderNotAdmitted)
    await userEvent.click(screen.getByRole('button', { name: t.sendRequest }))
    await seeToast(messages.tenantCreationFailed)
    await userEvent.click(screen.getByRole('button', { name: t.sendRequest }))
    await seeToast(messages.somethingWentWrong)
  })

  it("shows the server's 429 on the agreement instead of a generic 'Failed to allocate agreement'", async () => {
    stubFetch(tenantAdded, held, { status: 429, body: { message: messages.tooManyRequests } })
    renderFlow()
    await toSummary()
    await userEvent.click(screen.getByRole('button', { name: t.sendRequest }))
    await seeToast(messages.tooManyRequests)
    expect(screen.queryByText(messages.agreementFailed)).toBeNull()
  })

  it('booking an already requested room again shows that booking and never moves its move-in date', async () => {
    const existing = { success: true, bookingId: 88, message: messages.bookingExisting, booking: { status: 'requested' } }
    const fetch = stubFetch(tenantAdded, { body: existing })
    const handlers = renderFlow()
    await toSummary()
    await userEvent.click(screen.getByRole('button', { name: t.sendRequest }))
    await seeToast(messages.bookingExisting)
    await waitFor(() => expect(handlers.onDone).toHaveBeenCalled())
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('keeps the move-in date to the rule: the picker from today to 90 days ahead, a later day refused beside the field', async () => {
    const fetch = stubFetch()
    renderFlow()
    await userEvent.click(screen.getByRole('button', { name: t.continue }))
    const date = await screen.findByLabelText(t.moveInLabel)
    expect(date).toHaveAttribute('max', addDays(todayInIndia(), 90))
    await userEvent.type(date, addDays(todayInIndia(), 91))
    await userEvent.click(screen.getByRole('button', { name: t.moveInNext }))
    expect(date).toHaveAccessibleDescription(expect.stringContaining(messages.moveInDateTooFar))
    expect(date).toHaveAttribute('aria-invalid', 'true')
    // the old sentence goes as the date is fixed
    await userEvent.clear(date)
    await userEvent.type(date, addDays(todayInIndia(), 90))
    expect(date).not.toHaveAccessibleDescription(expect.stringContaining(messages.moveInDateTooFar))
    await userEvent.click(screen.getByRole('button', { name: t.moveInNext }))
    expect(await screen.findByRole('heading', { name: t.summaryTitle })).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })

  it("a server refusal of the date (the day passed on the summary) goes back to the date, its sentence beside the field", async () => {
    stubFetch(tenantAdded, held, { status: 400, body: { message: messages.moveInDateInPast } })
    renderFlow()
    await toSummary()
    await userEvent.click(screen.getByRole('button', { name: t.sendRequest }))
    const date = await screen.findByLabelText(t.moveInLabel)
    await waitFor(() => expect(date).toHaveAccessibleDescription(expect.stringContaining(messages.moveInDateInPast)))
    expect(date).toHaveValue(todayInIndia())
  })

  it('Back returns to the chosen move-in date', async () => {
    stubFetch()
    renderFlow()
    await toSummary()
    await userEvent.click(screen.getByRole('button', { name: t.back }))
    expect(screen.getByLabelText(t.moveInLabel)).toHaveValue(todayInIndia())
  })
})

describe('BookingFlow steps', () => {
  it("a step's error does not follow the tenant to the next step", async () => {
    stubFetch()
    renderFlow()
    await userEvent.click(screen.getByRole('button', { name: t.continue }))
    await userEvent.click(await screen.findByRole('button', { name: t.moveInNext }))
    await seeToast(messages.moveInDateRequired)
    await userEvent.type(screen.getByLabelText(t.moveInLabel), todayInIndia())
    await userEvent.click(screen.getByRole('button', { name: t.moveInNext }))
    expect(await screen.findByRole('heading', { name: t.summaryTitle })).toBeInTheDocument()
    expect(screen.queryByText(messages.moveInDateRequired)).toBeNull()
  })
})
