import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { DepositSettlementReply, OperatorDeposit } from '@basera/contract/leaving'
import { messages } from '@basera/contract/messages'
import { endpointPath } from '@basera/contract/endpoint'
import { getOperatorDeductionPhoto, settleDeposit, uploadDeductionPhoto } from '@basera/contract/operator-endpoints'
import { ApiError, installOperatorAuth } from '../../../lib/api-client'
import { uploadFile } from '../../../lib/api-upload'
import { depositStrings as t } from '../strings'
import { SettleDialog } from './settle-dialog'

// A deduction line's "Add photo": the file goes up (progress shown), its thumbnail comes back through the API
// with the operator's token (a blob URL, revoked when it goes), and the settlement sends the photo's path; a
// refused file shows the server's message and nothing is sent.

vi.mock('../../../lib/api-upload', () => ({ uploadFile: vi.fn() }))
const upload = vi.mocked(uploadFile)

const PATH = '/deduction-photos/b41-0123456789abcdef.webp'
const row: OperatorDeposit = {
  bookingId: 41, property_id: 74, property_name: 'Lotus Living Boys PG, Saket', tenant_name: 'Riya Sharma', booking_status: 'moved_in',
  deposit: 1_25_000, notice_last_day: '2026-11-30', settlement: null, unpaid_dues: [],
}
const settled: DepositSettlementReply = {
  success: true, message: messages.settlementProposed, bookingId: 41, property_name: row.property_name, tenant_name: row.tenant_name,
  deposit: 1_25_000, deductions: [{ amount: 4000, reason: 'Broken cupboard', photo: PATH, due_id: null }], refund_amount: 1_21_000,
  move_out_date: '2026-11-25', refund_due_by: '2026-12-10', refund_status: 'not_started', refund_via: 'gateway', status: 'proposed',
  overdue: false, dispute_reason: null, proposed_at: '2026-11-25T06:00:00.000Z', responded_at: null, revised_at: null, auto_accept_on: '2026-12-02',
  refunded_at: null, refund_utr: null,
}
type Fetch = (path: string, init?: RequestInit) => Promise<Response>

function renderDialog() {
  const fetch = vi.fn<Fetch>(async (path) => (path === settleDeposit.path
    ? new Response(JSON.stringify(settled), { status: 200, headers: { 'Content-Type': 'application/json' } })
    : new Response(new Blob(['webp'], { type: 'image/webp' }), { status: 200, headers: { 'Content-Type': 'image/webp' } })))
  vi.stubGlobal('fetch', fetch)
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SettleDialog row={row} onClose={vi.fn()} />
    </QueryClientProvider>,
  )
  return { fetch, dialog: screen.getByRole('dialog', { name: t.settleTitle(row.tenant_name) }) }
}

const photoFile = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'cupboard.jpg', { type: 'image/jpeg' })

const revokeObjectURL = vi.fn()
beforeEach(() => {
  installOperatorAuth({ token: () => 'operator-token', expired: () => undefined })
  // jsdom has no blob URLs
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:deduction-photo'), revokeObjectURL }))
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  upload.mockReset()
})

describe('a deduction\'s photo (console)', () => {
  it('uploads the chosen photo with its progress, shows its thumbnail, and sends its path with the deduction', async () => {
    let finish: (reply: { success: boolean; message: string; photo: string }) => void = () => undefined
    upload.mockImplementation((_endpoint, input) => new Promise((resolve) => {
      input.onProgress?.(0.5)
      finish = resolve
    }))
    const { fetch, dialog } = renderDialog()
    await userEvent.type(within(dialog).getByLabelText(`${t.amount} 1`), '4000')
    await userEvent.type(within(dialog).getByLabelText(`${t.reason} 1`), 'Broken cupboard')
    const input = within(dialog).getByLabelText(t.addPhotoTo(1))
    expect(input).toHaveAttribute('accept', 'image/*')
    expect(input).toHaveAttribute('capture', 'environment')
    await userEvent.upload(input, photoFile())

    const progress = await within(dialog).findByRole('progressbar', { name: t.uploadingPhotoOf(1) })
    expect(progress).toHaveAttribute('value', '0.5')
    expect(upload).toHaveBeenCalledWith(uploadDeductionPhoto, expect.objectContaining({ params: { bookingId: 41 }, field: 'photo' }))
    finish({ success: true, message: messages.deductionPhotoAdded, photo: PATH })

    const thumb = await within(dialog).findByRole('img', { name: t.photoOf(1) })
    expect(thumb).toHaveAttribute('src', 'blob:deduction-photo')
    const read = fetch.mock.calls.find(([path]) => path === endpointPath(getOperatorDeductionPhoto, { name: 'b41-0123456789abcdef.webp' }))
    expect(read?.[1]?.headers).toMatchObject({ Authorization: 'Bearer operator-token' })

    await userEvent.click(within(dialog).getByRole('button', { name: t.sendSettlement }))
    await waitFor(() => expect(fetch.mock.calls.some(([path]) => path === settleDeposit.path)).toBe(true))
    const [, init] = fetch.mock.calls.find(([path]) => path === settleDeposit.path) ?? []
    expect(JSON.parse(init?.body as string)).toMatchObject({ deductions: [{ amount: 4000, reason: 'Broken cupboard', photo: PATH }] })
  })

  it('shows the server\'s message on a refused file, keeps "Add photo", and "Remove" takes an uploaded photo off', async () => {
    upload.mockRejectedValueOnce(new ApiError(415, 'Only JPEG, PNG or WebP photos can be uploaded'))
    const { dialog } = renderDialog()
    await userEvent.upload(within(dialog).getByLabelText(t.addPhotoTo(1)), photoFile())
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only JPEG, PNG or WebP photos can be uploaded')
    expect(within(dialog).queryByRole('img', { name: t.photoOf(1) })).not.toBeInTheDocument()

    upload.mockResolvedValueOnce({ success: true, message: messages.deductionPhotoAdded, photo: PATH })
    await userEvent.upload(within(dialog).getByLabelText(t.addPhotoTo(1)), photoFile())
    expect(await within(dialog).findByRole('img', { name: t.photoOf(1) })).toBeInTheDocument()
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: t.removePhoto(1) }))
    expect(within(dialog).queryByRole('img', { name: t.photoOf(1) })).not.toBeInTheDocument()
    expect(within(dialog).getByLabelText(t.addPhotoTo(1))).toBeInTheDocument()
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:deduction-photo'))
  })
})
