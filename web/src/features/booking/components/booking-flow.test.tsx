import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Toaster } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { messages } from '@basera/contract/messages'
import { todayInIndia } from '@basera/contract/dates'
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

function renderFlow() {
  const handlers = { onClose: vi.fn(), onBooked: vi.fn(), onDone: vi.fn() }
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <BookingFlow
        propertyId={74}
        propertyName="Green Leaf"
        leadId={5}
        option={sampleRoom}
        cancellationTerms={[{ days_before_move_in: 7, refund_percent: 100 }, { days_before_move_in: 0, refund_percent: 0 }]}
        initial={details}
        {...handlers}
      />
      <Toaster />
    </QueryClientProvider>,
  )
  return handlers
}

async function toSummary() {
  await userEvent.click(screen.getByRole('button', { name: t.continue }))
  expect(await screen.findByRole('heading', { name: t.summaryTitle })).toBeInTheDocument()
}

describe('BookingFlow', () => {
  it('books the chosen room option, then allocates the agreement with ids and date only', async () => {
    const booking = { success: true, bookingId: 88, message: messages.bookingCreated, booking: { status: 'held' } }
    const fetch = stubFetch(
      { body: { success: true, tenant_id: 31, message: 'ok' } },
      { body: booking },
      { body: { success: true, message: messages.agreementAllocated, agreement: {} } },
    )
    const handlers = renderFlow()
    await toSummary()
    expect(screen.getByText('₹29,999')).toBeInTheDocument()
    expect(screen.getByText('Refundable at exit: ₹17,002')).toBeInTheDocument()
    // the refund rules, in plain words, before anything is booked
    expect(screen.getByText('Cancel 7+ days before move-in: 100% back')).toBeInTheDocument()
    expect(screen.getByText('Cancel less than 7 days before move-in: nothing back')).toBeInTheDocument()
    const confirm = screen.getByRole('button', { name: t.confirm })
    await userEvent.dblClick(confirm)

    await seeToast(messages.bookingCreated)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(call(fetch, 0)).toEqual({
      url: endpoints.addTenant.path,
      body: { ...details, country_code: '91', leadId: 5, property_id: 74 },
    })
    expect(call(fetch, 1)).toEqual({ url: endpoints.bookRoom.path, body: { tenant_id: 31, property_id: 74, room_option_id: 150 } })
    expect(handlers.onBooked).toHaveBeenCalledWith(details)

    const date = await screen.findByLabelText(t.moveInLabel)
    expect(date).toHaveAttribute('min', todayInIndia())
    await userEvent.click(screen.getByRole('button', { name: t.moveInSubmit }))
    await seeToast(messages.moveInDateRequired)
    await userEvent.type(date, todayInIndia())
    await userEvent.click(screen.getByRole('button', { name: t.moveInSubmit }))
    await seeToast(messages.agreementAllocated)
    expect(call(fetch, 2)).toEqual({
      url: endpoints.allocateAgreement.path,
      body: { tenant_id: 31, property_id: 74, bookingId: 88, tanant_move_in_date: todayInIndia() },
    })
    await waitFor(() => expect(handlers.onDone).toHaveBeenCalled())
  })

  it("shows the server's refusal when no room is left, and books nothing", async () => {
    stubFetch({ body: { success: true, tenant_id: 31, message: 'ok' } }, { status: 409, body: { message: messages.noRoomsLeft } })
    const handlers = renderFlow()
    await toSummary()
    await userEvent.click(screen.getByRole('button', { name: t.confirm }))
    await seeToast(messages.noRoomsLeft)
    expect(handlers.onBooked).not.toHaveBeenCalled()
  })

  it("shows the server's reason when the tenant is refused, 'Tenant creation failed' without one, 'Something went wrong' when offline", async () => {
    stubFetch({ status: 409, body: { message: messages.genderNotAdmitted } }, { status: 500, body: {} })
    renderFlow()
    await toSummary()
    await userEvent.click(screen.getByRole('button', { name: t.confirm }))
    await seeToast(messages.genderNotAdmitted)
    await userEvent.click(screen.getByRole('button', { name: t.confirm }))
    await seeToast(messages.tenantCreationFailed)
    await userEvent.click(screen.getByRole('button', { name: t.confirm }))
    await seeToast(messages.somethingWentWrong)
  })

  it("shows the server's 429 on the agreement instead of a generic 'Failed to allocate agreement'", async () => {
    stubFetch(
      { body: { success: true, tenant_id: 31, message: 'ok' } },
      { body: { success: true, bookingId: 88, message: messages.bookingCreated, booking: { status: 'held' } } },
      { status: 429, body: { message: messages.tooManyRequests } },
    )
    renderFlow()
    await toSummary()
    await userEvent.click(screen.getByRole('button', { name: t.confirm }))
    const date = await screen.findByLabelText(t.moveInLabel)
    await userEvent.type(date, todayInIndia())
    await userEvent.click(screen.getByRole('button', { name: t.moveInSubmit }))
    await seeToast(messages.tooManyRequests)
    expect(screen.queryByText(messages.agreementFailed)).toBeNull()
  })

  it('booking an already requested room again shows that booking and never re-asks the move-in date', async () => {
    const existing = { success: true, bookingId: 88, message: messages.bookingExisting, booking: { status: 'requested' } }
    const fetch = stubFetch({ body: { success: true, tenant_id: 31, message: 'ok' } }, { body: existing })
    const handlers = renderFlow()
    await toSummary()
    await userEvent.click(screen.getByRole('button', { name: t.confirm }))
    await seeToast(messages.bookingExisting)
    await waitFor(() => expect(handlers.onDone).toHaveBeenCalled())
    expect(screen.getByLabelText(t.moveInLabel).closest('dialog')).not.toHaveAttribute('open')
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('Back returns to the filled form', async () => {
    stubFetch()
    renderFlow()
    await toSummary()
    await userEvent.click(screen.getByRole('button', { name: t.back }))
    expect(screen.getByLabelText(t.fullName)).toHaveValue('Riya Sharma')
  })
})
