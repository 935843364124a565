import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DepositSettlementReply, GiveNoticeReply, NoticeReply } from '@basera/contract/leaving'
import { messages } from '@basera/contract/messages'
import * as endpoints from '@basera/contract/endpoints'
import { clearAllStorage, saveSession } from '../../../lib/session'
import { leavingStrings as t } from '../strings'
import { LeavingCard } from './leaving-card'

const open: NoticeReply = {
  success: true, bookingId: 7, notice_months: 1, lockin_months: 0, lockin_ends_on: null,
  last_day_if_today: '2026-12-28', can_give_notice: true, notice: null,
}
const given: NoticeReply = { ...open, can_give_notice: false, notice: { notice_given_on: '2026-11-28', last_day: '2026-12-28', reason: 'Moving to Pune' } }
const proposed: DepositSettlementReply = {
  success: true, bookingId: 7, property_name: 'Lotus Living Boys PG, Saket', tenant_name: 'Riya Sharma',
  deposit: 1_25_000, refund_amount: 1_08_500, move_out_date: '2026-11-25', refund_due_by: '2026-12-10',
  deductions: [
    { amount: 4000, reason: 'Broken window', photo: 'https://photos.example/window.jpg', due_id: null },
    { amount: 12_500, reason: 'Rent for Nov 2026', photo: null, due_id: 12 },
  ],
  refund_status: 'not_started', refund_via: 'gateway', status: 'proposed', overdue: false, dispute_reason: null,
  proposed_at: '2026-11-25T06:00:00.000Z', responded_at: null, revised_at: null, auto_accept_on: '2026-12-02', refunded_at: null, refund_utr: null,
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
type Fetch = (path: string, init?: RequestInit) => Promise<Response>

interface Server {
  notice?: NoticeReply
  settlement?: DepositSettlementReply | null
  giveNotice?: () => Response
  respond?: (body: { decision: string; reason?: string }) => Response
  photo?: () => Response
}

function renderCard(server: Server, status = 'moved_in') {
  const fetch = vi.fn<Fetch>(async (path, init) => {
    if (path === endpoints.getNotice.path) return json(server.notice ?? open)
    if (path === endpoints.getDepositSettlement.path) {
      return server.settlement ? json(server.settlement) : json({ success: false, message: messages.settlementNotFound }, 404)
    }
    if (path === endpoints.giveNotice.path && server.giveNotice) return server.giveNotice()
    if (path === endpoints.getDeductionPhoto.path && server.photo) return server.photo()
    if (path === endpoints.respondToSettlement.path && server.respond) return server.respond(JSON.parse(init?.body as string) as { decision: string })
    return json({ success: false, message: messages.somethingWentWrong }, 500)
  })
  vi.stubGlobal('fetch', fetch)
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ul><LeavingCard bookingId={7} propertyName="Lotus Living Boys PG, Saket" status={status} /></ul>
    </QueryClientProvider>,
  )
  return { fetch, card: screen.getByRole('listitem', { name: 'Lotus Living Boys PG, Saket' }) }
}

/** The bodies sent to one endpoint. */
const sent = (fetch: ReturnType<typeof vi.fn<Fetch>>, path: string) =>
  fetch.mock.calls.filter(([p]) => p === path).map(([, init]) => JSON.parse(init?.body as string) as unknown)

/** The amount shown against a line of the settlement (its term may carry a photo's link after the reason). */
const amountOf = (card: HTMLElement, label: string) =>
  within(card).getByText((_, el) => el?.tagName === 'DT' && (el.textContent === label || el.textContent.startsWith(`${label} · `))).nextElementSibling?.textContent

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the tenant\'s Leaving card', () => {
  it('before notice: the notice period and the last day; Give notice sends it, then shows the notice given', async () => {
    let notice = open
    const { fetch, card } = renderCard({
      get notice() { return notice },
      giveNotice: () => {
        notice = given
        const reply: GiveNoticeReply = { success: true, message: messages.noticeGiven, bookingId: 7, notice_given_on: '2026-11-28', notice_months: 1, last_day: '2026-12-28', lockin_ends_on: null }
        return json(reply)
      },
    }, 'accepted')
    const section = await within(card).findByRole('region', { name: t.noticeHeading })
    expect(section).toHaveTextContent(t.noticePeriod(1))
    expect(section).toHaveTextContent(t.lastDayIfToday('28 Dec 2026'))
    // an accepted stay has no deposit to settle yet
    expect(within(card).queryByRole('region', { name: t.depositHeading })).not.toBeInTheDocument()
    expect(sent(fetch, endpoints.giveNotice.path)).toEqual([])

    await userEvent.type(within(section).getByLabelText(t.reasonLabel), '  Moving to Pune ')
    await userEvent.click(within(section).getByRole('button', { name: t.giveNotice }))
    expect(await within(section).findByText(t.noticeGiven('28 Nov 2026', '28 Dec 2026'))).toBeInTheDocument()
    expect(sent(fetch, endpoints.giveNotice.path)).toEqual([{ bookingId: 7, reason: 'Moving to Pune' }])
    expect(within(section).queryByRole('button', { name: t.giveNotice })).not.toBeInTheDocument()
  })

  it('shows the server\'s refusal of a notice', async () => {
    const { card } = renderCard({ giveNotice: () => json({ success: false, message: messages.noticeAlreadyGiven }, 409) }, 'accepted')
    const section = await within(card).findByRole('region', { name: t.noticeHeading })
    await userEvent.click(within(section).getByRole('button', { name: t.giveNotice }))
    expect(await within(section).findByRole('alert')).toHaveTextContent(messages.noticeAlreadyGiven)
  })

  it('before the settlement: says the owner settles at move-out', async () => {
    const { card } = renderCard({ settlement: null })
    const deposit = await within(card).findByRole('region', { name: t.depositHeading })
    expect(await within(deposit).findByText(t.depositWaiting)).toBeInTheDocument()
    expect(within(deposit).queryByRole('button', { name: t.accept })).not.toBeInTheDocument()
  })

  it('a proposed settlement: each deduction with its reason, what comes back, the refund-by date; Accept sends accept', async () => {
    let settlement = proposed
    const { fetch, card } = renderCard({
      get settlement() { return settlement },
      respond: () => {
        settlement = { ...proposed, status: 'accepted', refund_status: 'pending', auto_accept_on: null, message: messages.settlementAccepted }
        return json(settlement)
      },
    }, 'moved_out')
    const deposit = await within(card).findByRole('region', { name: t.depositHeading })
    await within(deposit).findByText(t.status.proposed)
    // a moved-out stay has no notice to give
    expect(within(card).queryByRole('region', { name: t.noticeHeading })).not.toBeInTheDocument()
    expect(amountOf(deposit, t.deposit)).toBe('₹1,25,000')
    expect(amountOf(deposit, 'Broken window')).toBe('−₹4,000')
    expect(amountOf(deposit, 'Rent for Nov 2026')).toBe('−₹12,500')
    expect(amountOf(deposit, t.refund)).toBe('₹1,08,500')
    expect(within(deposit).getByRole('link', { name: t.photo })).toHaveAttribute('href', 'https://photos.example/window.jpg')
    expect(within(deposit).getByText(t.backBy('10 Dec 2026'))).not.toHaveClass('overdue')
    expect(deposit).toHaveTextContent(t.autoAccept('2 Dec 2026'))

    await userEvent.click(within(deposit).getByRole('button', { name: t.accept }))
    expect(await within(deposit).findByText(t.status.accepted)).toBeInTheDocument()
    expect(sent(fetch, endpoints.respondToSettlement.path)).toEqual([{ bookingId: 7, decision: 'accept' }])
    expect(within(deposit).queryByRole('button', { name: t.accept })).not.toBeInTheDocument()
    expect(deposit).toHaveTextContent(t.refundStatus.pending)
  })

  it('Dispute needs a reason (the form says so, nothing is sent), then sends the dispute with it', async () => {
    let settlement = proposed
    const { fetch, card } = renderCard({
      get settlement() { return settlement },
      respond: (body) => {
        settlement = { ...proposed, status: 'disputed', dispute_reason: body.reason ?? null, auto_accept_on: null, message: messages.settlementDisputed }
        return json(settlement)
      },
    })
    const deposit = await within(card).findByRole('region', { name: t.depositHeading })
    await userEvent.click(await within(deposit).findByRole('button', { name: t.dispute }))
    const why = within(deposit).getByLabelText(t.disputeLabel)
    await userEvent.type(why, '   ')
    await userEvent.click(within(deposit).getByRole('button', { name: t.sendDispute }))
    expect(within(deposit).getByRole('alert')).toHaveTextContent(messages.disputeReasonRequired)
    expect(sent(fetch, endpoints.respondToSettlement.path)).toEqual([])

    await userEvent.type(why, 'The window was broken when I moved in')
    await userEvent.click(within(deposit).getByRole('button', { name: t.sendDispute }))
    expect(await within(deposit).findByText(t.status.disputed)).toBeInTheDocument()
    expect(sent(fetch, endpoints.respondToSettlement.path)).toEqual([{ bookingId: 7, decision: 'dispute', reason: 'The window was broken when I moved in' }])
    expect(deposit).toHaveTextContent(t.disputed('The window was broken when I moved in'))
    expect(within(deposit).queryByRole('button', { name: t.sendDispute })).not.toBeInTheDocument()
  })

  it('shows the server\'s refusal of an answer', async () => {
    const { card } = renderCard({ settlement: proposed, respond: () => json({ success: false, message: messages.settlementAlreadyAnswered }, 409) })
    const deposit = await within(card).findByRole('region', { name: t.depositHeading })
    await userEvent.click(await within(deposit).findByRole('button', { name: t.dispute }))
    await userEvent.type(within(deposit).getByLabelText(t.disputeLabel), 'Too much')
    await userEvent.click(within(deposit).getByRole('button', { name: t.sendDispute }))
    await waitFor(() => expect(within(deposit).getByRole('alert')).toHaveTextContent(messages.settlementAlreadyAnswered))
    // what was typed stays
    expect(within(deposit).getByLabelText(t.disputeLabel)).toHaveValue('Too much')
  })

  it('marks a refund past its date as overdue', async () => {
    const { card } = renderCard({ settlement: { ...proposed, status: 'accepted', refund_status: 'pending', overdue: true, auto_accept_on: null } }, 'moved_out')
    const deposit = await within(card).findByRole('region', { name: t.depositHeading })
    const clock = await within(deposit).findByText(t.overdue('10 Dec 2026'))
    expect(clock).toHaveClass('overdue')
    expect(within(deposit).queryByText(t.backBy('10 Dec 2026'))).not.toBeInTheDocument()
    expect(within(deposit).queryByRole('button', { name: t.accept })).not.toBeInTheDocument()
  })

  it('a settlement the owner revised after a dispute: the dispute, when it was revised, and Accept and Dispute again', async () => {
    const { card } = renderCard({ settlement: { ...proposed, dispute_reason: 'The window was broken when I moved in', revised_at: '2026-11-27T06:00:00.000Z' } }, 'moved_out')
    const deposit = await within(card).findByRole('region', { name: t.depositHeading })
    expect(await within(deposit).findByText(t.revised('27 Nov 2026'))).toBeInTheDocument()
    expect(deposit).toHaveTextContent(t.disputed('The window was broken when I moved in'))
    expect(within(deposit).getByText(t.status.proposed)).toBeInTheDocument()
    expect(within(deposit).getByRole('button', { name: t.accept })).toBeInTheDocument()
    expect(within(deposit).getByRole('button', { name: t.dispute })).toBeInTheDocument()
  })

  it('an uploaded deduction photo: a thumbnail fetched with the tenant\'s token (a blob URL), opened large in a dialog', async () => {
    saveSession({ accessToken: 'tenant-token', leadId: 5 })
    const createObjectURL = vi.fn(() => 'blob:cupboard')
    const revokeObjectURL = vi.fn()
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }))
    const photo = '/deduction-photos/b7-0123456789abcdef.webp'
    const withPhoto = { ...proposed, deductions: [{ amount: 4000, reason: 'Broken cupboard', photo, due_id: null }] }
    const { fetch, card } = renderCard({ settlement: withPhoto, photo: () => new Response(new Blob(['webp'], { type: 'image/webp' }), { status: 200 }) }, 'moved_out')
    const deposit = await within(card).findByRole('region', { name: t.depositHeading })
    const open = await within(deposit).findByRole('button', { name: t.openPhoto('Broken cupboard') })
    await waitFor(() => expect(open).toBeEnabled())
    expect(within(open).getByRole('presentation')).toHaveAttribute('src', 'blob:cupboard')
    expect(sent(fetch, endpoints.getDeductionPhoto.path)).toEqual([{ bookingId: 7, name: 'b7-0123456789abcdef.webp' }])
    const [, init] = fetch.mock.calls.find(([p]) => p === endpoints.getDeductionPhoto.path) ?? []
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tenant-token' })

    await userEvent.click(open)
    const dialog = await screen.findByRole('dialog', { name: t.photoTitle('Broken cupboard') })
    expect(within(dialog).getByRole('img', { name: t.photoAlt('Broken cupboard') })).toHaveAttribute('src', 'blob:cupboard')
    // a photo typed in as an address stays a plain link
    expect(within(deposit).queryByRole('link', { name: t.photo })).not.toBeInTheDocument()
    clearAllStorage()
  })

  it('a deduction photo that cannot be read says so instead of a thumbnail', async () => {
    const photo = '/deduction-photos/b7-0123456789abcdef.webp'
    const { card } = renderCard({ settlement: { ...proposed, deductions: [{ amount: 4000, reason: 'Broken cupboard', photo, due_id: null }] } }, 'moved_out')
    const deposit = await within(card).findByRole('region', { name: t.depositHeading })
    expect(await within(deposit).findByText(t.photoUnavailable, { exact: false })).toBeInTheDocument()
    expect(within(deposit).queryByRole('button', { name: t.openPhoto('Broken cupboard') })).not.toBeInTheDocument()
  })
})

