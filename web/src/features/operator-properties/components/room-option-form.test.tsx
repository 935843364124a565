import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { operatorMessages, type OperatorRoomOption } from '@basera/contract/operator'
import { ApiError } from '../../../lib/api-client'
import { roomFactStrings as facts } from '../room-fact-strings'
import { roomStrings as t } from '../strings'
import { RoomOptionForm } from './room-option-form'

const option: OperatorRoomOption = {
  room_option_id: 4, property_id: 7, room_type_id: 1, room_type_name: 'Single', unit_rent: 9500, available_rooms: 2, total_rooms: 4,
  security_deposit_months: 1, noticeperiod_months: 1, agreement_duration_months: 11, lockinperiod_months: 0, maintenance_amount: 0, token_amount: 0,
  electricity: { type: 'included' }, food: { type: 'none' }, one_time_fees: [], availability_confirmed_at: '2026-11-20T10:00:00.000Z',
  sharing: 1, ac: false, attached_bathroom: false, food_included: false, available_from: null,
}

function renderForm(onUpdate = vi.fn(() => Promise.resolve())) {
  render(<RoomOptionForm option={option} roomsOnly={false} onUpdate={onUpdate} onCancel={vi.fn()} />)
  return { onUpdate, rent: screen.getByLabelText(t.rent) }
}
const save = () => userEvent.click(screen.getByRole('button', { name: t.save }))

describe('room option form', () => {
  it('refuses a negative rent beside the field (the minus stays on screen), and the error goes once the rent is fixed', async () => {
    const { onUpdate, rent } = renderForm()
    await userEvent.clear(rent)
    await userEvent.type(rent, '-500')
    expect(rent).toHaveValue('-500')
    await save()
    expect(rent).toHaveAccessibleDescription(operatorMessages.rupeesAboveZero('Monthly rent'))
    expect(onUpdate).not.toHaveBeenCalled()
    await userEvent.clear(rent)
    await userEvent.type(rent, '9800')
    expect(rent).toHaveAttribute('aria-invalid', 'false')
    expect(screen.queryByText(operatorMessages.rupeesAboveZero('Monthly rent'))).not.toBeInTheDocument()
    await save()
    expect(onUpdate).toHaveBeenCalledWith({ unit_rent: 9800 })
  })

  it('sets the booking token in whole rupees with the hint that it waits for an active payout account', async () => {
    const { onUpdate } = renderForm()
    const token = screen.getByLabelText(t.token)
    expect(token).toHaveAccessibleDescription(t.tokenHint)
    await userEvent.clear(token)
    await userEvent.type(token, '2000')
    await save()
    expect(onUpdate).toHaveBeenCalledWith({ token_amount: 2000 })
  })

  it('says a huge rent in a sentence, never a validation library default', async () => {
    const { rent } = renderForm()
    expect(rent).toHaveAttribute('maxLength', '9')
    await userEvent.clear(rent)
    await userEvent.type(rent, '99999999')
    await save()
    expect(rent).toHaveAccessibleDescription(operatorMessages.rupeesTooHigh('Monthly rent'))
  })

  it('asks to confirm a change of more than 30% when the server does, then sends it confirmed', async () => {
    const message = operatorMessages.largeRentChange('₹9,500', '₹5,000', 47, false)
    const onUpdate = vi.fn()
      .mockRejectedValueOnce(new ApiError(409, message, { confirm: { field: 'unit_rent', from: 9500, to: 5000 } }))
      .mockResolvedValueOnce(undefined)
    const { rent } = renderForm(onUpdate)
    await userEvent.clear(rent)
    await userEvent.type(rent, '5000')
    await save()
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent(message)
    await userEvent.click(screen.getByRole('button', { name: t.confirmChange('₹5,000') }))
    expect(onUpdate).toHaveBeenLastCalledWith({ unit_rent: 5000, confirm_large_change: true })
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('puts a server refusal naming the rent beside it, and any other inside the form', async () => {
    const onUpdate = vi.fn()
      .mockRejectedValueOnce(new ApiError(400, operatorMessages.rupeesAboveZero('Monthly rent')))
      .mockRejectedValueOnce(new ApiError(403, 'Only the owner can change prices.'))
    const { rent } = renderForm(onUpdate)
    await userEvent.clear(rent)
    await userEvent.type(rent, '9600')
    await save()
    expect(rent).toHaveAccessibleDescription(operatorMessages.rupeesAboveZero('Monthly rent'))
    await userEvent.clear(rent)
    await userEvent.type(rent, '9700')
    await save()
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the owner can change prices.')
  })

  it('shows the saved beds, AC, bathroom and free-from date, and sends what the owner changes', async () => {
    const onUpdate = vi.fn(() => Promise.resolve())
    render(<RoomOptionForm option={{ ...option, sharing: 2, ac: true, attached_bathroom: false, available_from: '2026-12-15' }} roomsOnly={false} onUpdate={onUpdate} onCancel={vi.fn()} />)
    const beds = screen.getByLabelText(facts.sharing)
    expect(beds).toHaveValue('2')
    expect(beds).toHaveAttribute('maxLength', '2')
    expect(screen.getByRole('checkbox', { name: facts.ac })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: facts.bathroom })).not.toBeChecked()
    expect(screen.getByLabelText(facts.availableFrom)).toHaveValue('2026-12-15')

    await userEvent.clear(beds)
    await userEvent.type(beds, '3')
    await userEvent.click(screen.getByRole('checkbox', { name: facts.ac }))
    await userEvent.click(screen.getByRole('checkbox', { name: facts.bathroom }))
    await userEvent.clear(screen.getByLabelText(facts.availableFrom))
    await save()
    // the date cleared: the room is free now
    expect(onUpdate).toHaveBeenCalledWith({ sharing: 3, ac: false, attached_bathroom: true, available_from: null })
  })

  it('refuses 13 beds beside the field with the rule\'s sentence', async () => {
    const { onUpdate } = renderForm()
    const beds = screen.getByLabelText(facts.sharing)
    await userEvent.clear(beds)
    await userEvent.type(beds, '13')
    await save()
    expect(beds).toHaveAccessibleDescription(expect.stringContaining(operatorMessages.wholeNumberBetween('Beds in the room', 1, 12)))
    expect(onUpdate).not.toHaveBeenCalled()
  })

  it('a new room option sends the facts with the rest of the contract body (beds left empty: from the room type)', async () => {
    const onCreate = vi.fn(() => Promise.resolve())
    render(<RoomOptionForm roomsOnly={false} onCreate={onCreate} onCancel={vi.fn()} />)
    expect(screen.getByLabelText(facts.sharing)).toHaveValue('')
    await userEvent.type(screen.getByLabelText(t.rent), '9000')
    await userEvent.type(screen.getByLabelText(t.available), '2')
    await userEvent.type(screen.getByLabelText(t.total), '4')
    await userEvent.click(screen.getByRole('checkbox', { name: facts.bathroom }))
    await userEvent.type(screen.getByLabelText(facts.availableFrom), '2027-01-10')
    await userEvent.click(screen.getByRole('button', { name: t.create }))
    expect(onCreate).toHaveBeenCalledTimes(1)
    const body = (onCreate.mock.calls[0] as unknown[])[0] as Record<string, unknown>
    expect(body).toMatchObject({ unit_rent: 9000, available_rooms: 2, total_rooms: 4, ac: false, attached_bathroom: true, available_from: '2027-01-10' })
    expect(body).not.toHaveProperty('sharing')
  })
})
