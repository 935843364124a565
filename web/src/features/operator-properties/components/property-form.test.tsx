import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { messages } from '@basera/contract/messages'
import { operatorMessages, type OperatorProperty } from '@basera/contract/operator'
import { ApiError } from '../../../lib/api-client'
import { propertyFormStrings as t } from '../strings'
import { PropertyForm } from './property-form'

const localities = [
  { locality_id: 11, locality_name: 'Saket', city_id: 1, latitude: null, longitude: null },
  { locality_id: 12, locality_name: 'Malviya Nagar', city_id: 1, latitude: null, longitude: null },
]
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response(JSON.stringify({ success: true, data: localities }), { status: 200, headers: { 'Content-Type': 'application/json' } }))))
})
afterEach(() => vi.unstubAllGlobals())

const property: OperatorProperty = {
  property_id: 74, property_name: 'Lotus Living Boys PG', property_type: 'PG', furnishing: 'Semi Furnished', address: 'Plot 7, Saket', city_id: 1, locality_id: 11,
  pincode: '110017', genders: ['GENDER_MALE'], feature_ids: [1], noticeperiod_months: 1, description: '', highlights: ['Near the metro'], ownership: 'Owner managed',
  latitude: null, longitude: null, visit_slot_capacity: 3, cancellation_terms: [], rent_day: null, late_fee: null, contact: null, security_deposit_months: 1, security_deposit_months_max: 1,
  published: false, owner_operator_id: 7, availability_confirmed_at: null, photos: [], room_options: [], created_at: '2026-11-01T10:00:00.000Z',
}

function renderForm(props: Parameters<typeof PropertyForm>[0]) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PropertyForm {...props} />
    </QueryClientProvider>,
  )
}

describe('the console property form', () => {
  it('says beside each field what is missing, with the input limits of the rules, and an error goes once fixed', async () => {
    const onCreate = vi.fn(() => Promise.resolve())
    renderForm({ onCreate })
    const name = screen.getByLabelText(t.name)
    expect(name).toHaveAttribute('maxLength', '100')
    expect(screen.getByLabelText(t.address)).toHaveAttribute('maxLength', '300')
    expect(screen.getByLabelText(t.pincode)).toHaveAttribute('maxLength', '6')
    await userEvent.click(screen.getByRole('button', { name: t.create }))
    expect(name).toHaveAccessibleDescription('Property name is required')
    expect(screen.getByLabelText(t.address)).toHaveAccessibleDescription('Address is required')
    expect(screen.getByLabelText(t.locality)).toHaveAccessibleDescription(t.chooseLocality)
    expect(screen.getByLabelText(t.pincode)).toHaveAccessibleDescription('Pincode must be 6 digits')
    expect(screen.getByText('Choose at least one gender')).toBeInTheDocument()
    expect(onCreate).not.toHaveBeenCalled()
    await userEvent.type(name, 'Lotus Living Boys PG')
    expect(name).toHaveAttribute('aria-invalid', 'false')
    expect(screen.queryByText('Property name is required')).not.toBeInTheDocument()
  })

  it("a good new property sends the contract's body", async () => {
    const onCreate = vi.fn(() => Promise.resolve())
    renderForm({ onCreate })
    await userEvent.type(screen.getByLabelText(t.name), 'Lotus Living Boys PG')
    await userEvent.type(screen.getByLabelText(t.address), 'Plot 7, Saket')
    await screen.findByRole('option', { name: 'Malviya Nagar' })
    await userEvent.selectOptions(screen.getByLabelText(t.locality), 'Malviya Nagar')
    await userEvent.type(screen.getByLabelText(t.pincode), '11a0017')
    expect(screen.getByLabelText(t.pincode)).toHaveValue('110017')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Male' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Wi-Fi' }))
    await userEvent.type(screen.getByLabelText(t.highlights), 'Near the metro\n\nHot water all day')
    await userEvent.click(screen.getByRole('button', { name: t.create }))
    expect(onCreate).toHaveBeenCalledWith({
      property_name: 'Lotus Living Boys PG', property_type: 'PG', furnishing: 'Fully Furnished', address: 'Plot 7, Saket', locality_id: 12, pincode: '110017',
      genders: ['GENDER_MALE'], feature_ids: [1], noticeperiod_months: 1, description: '', highlights: ['Near the metro', 'Hot water all day'], ownership: 'Owner managed',
      visit_slot_capacity: 3, contact: null, owner_operator_id: undefined,
    })
  })

  it('an edit sends only what changed; the server refusing a highlight is said beside the highlights, any other inside the form', async () => {
    const clash = operatorMessages.highlightContradictsFurnishing('Fully furnished rooms', 'fully furnished', 'Semi Furnished')
    const onUpdate = vi.fn()
      .mockRejectedValueOnce(new ApiError(400, clash))
      .mockRejectedValueOnce(new ApiError(403, 'You can only change your own properties.'))
    renderForm({ property, onUpdate })
    const highlights = screen.getByLabelText(t.highlights)
    expect(highlights).toHaveValue('Near the metro')
    await userEvent.type(highlights, '\nFully furnished rooms')
    await userEvent.click(screen.getByRole('button', { name: t.save }))
    expect(onUpdate).toHaveBeenLastCalledWith({ highlights: ['Near the metro', 'Fully furnished rooms'] })
    expect(highlights).toHaveAccessibleDescription(clash)
    await userEvent.clear(highlights)
    await userEvent.type(highlights, 'Near the metro')
    await userEvent.clear(screen.getByLabelText(t.notice))
    await userEvent.type(screen.getByLabelText(t.notice), '2')
    await userEvent.click(screen.getByRole('button', { name: t.save }))
    expect(onUpdate).toHaveBeenLastCalledWith({ noticeperiod_months: 2 })
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only change your own properties.')
  })

  it('a notice period past the rule is refused in its sentence', async () => {
    const onUpdate = vi.fn(() => Promise.resolve())
    renderForm({ property, onUpdate })
    const notice = screen.getByLabelText(t.notice)
    await userEvent.clear(notice)
    await userEvent.type(notice, '30')
    await userEvent.click(screen.getByRole('button', { name: t.save }))
    expect(notice).toHaveAccessibleDescription(operatorMessages.wholeNumberBetween('Notice period (months)', 0, 24))
    expect(onUpdate).not.toHaveBeenCalled()
  })

  describe("the property's contact (Call Now and WhatsApp on the tenant's page)", () => {
    const sample = { ...property, contact: { name: 'Rohit (property manager)', phone: null, is_sample: true } }

    it('a sample contact is not prefilled; the typed contact is sent in the body, a pasted +91 number as its 10 digits', async () => {
      const onUpdate = vi.fn(() => Promise.resolve())
      renderForm({ property: sample, onUpdate })
      const name = screen.getByLabelText(t.contactName)
      const phone = screen.getByLabelText(t.contactPhone)
      expect(name).toHaveValue('')
      expect(phone).toHaveValue('')
      expect(name).toHaveAttribute('maxLength', '60')
      expect(screen.getByText(t.contactSampleHint)).toBeInTheDocument()
      await userEvent.type(name, 'Asha Verma')
      await userEvent.click(phone)
      await userEvent.paste('+91 98765 01234')
      expect(phone).toHaveValue('9876501234')
      await userEvent.type(phone, 'x5')
      expect(phone).toHaveValue('9876501234')
      await userEvent.click(screen.getByRole('button', { name: t.save }))
      expect(onUpdate).toHaveBeenCalledWith({ contact: { name: 'Asha Verma', phone: '9876501234' } })
    })

    it('a real contact is prefilled, an edit of anything else leaves it, and clearing both sends none', async () => {
      const onUpdate = vi.fn(() => Promise.resolve())
      renderForm({ property: { ...property, contact: { name: 'Asha', phone: '9876501234', is_sample: false } }, onUpdate })
      expect(screen.getByLabelText(t.contactName)).toHaveValue('Asha')
      expect(screen.getByLabelText(t.contactPhone)).toHaveValue('9876501234')
      await userEvent.type(screen.getByLabelText(t.name), ' 2')
      await userEvent.click(screen.getByRole('button', { name: t.save }))
      expect(onUpdate).toHaveBeenLastCalledWith({ property_name: 'Lotus Living Boys PG 2' })
      await userEvent.clear(screen.getByLabelText(t.contactName))
      await userEvent.clear(screen.getByLabelText(t.contactPhone))
      await userEvent.click(screen.getByRole('button', { name: t.save }))
      expect(onUpdate).toHaveBeenLastCalledWith({ property_name: 'Lotus Living Boys PG 2', contact: null })
    })

    it('a number that is no Indian mobile, or one without a name, is refused beside its field and not sent', async () => {
      const onUpdate = vi.fn(() => Promise.resolve())
      renderForm({ property, onUpdate })
      const phone = screen.getByLabelText(t.contactPhone)
      await userEvent.type(phone, '5876501234')
      await userEvent.click(screen.getByRole('button', { name: t.save }))
      expect(phone).toHaveAccessibleDescription(messages.phoneIndianMobile)
      expect(screen.getByLabelText(t.contactName)).toHaveAccessibleDescription(operatorMessages.contactNameRequired)
      expect(onUpdate).not.toHaveBeenCalled()
      await userEvent.clear(phone)
      await userEvent.type(phone, '98765')
      expect(phone).toHaveAccessibleDescription(messages.phoneTenDigits)
    })

    it("the server's refusal of the number is said beside the number", async () => {
      const onUpdate = vi.fn(() => Promise.reject(new ApiError(400, messages.phoneIndianMobile)))
      renderForm({ property, onUpdate })
      await userEvent.type(screen.getByLabelText(t.contactName), 'Asha')
      await userEvent.type(screen.getByLabelText(t.contactPhone), '9876501234')
      await userEvent.click(screen.getByRole('button', { name: t.save }))
      expect(onUpdate).toHaveBeenCalledWith({ contact: { name: 'Asha', phone: '9876501234' } })
      expect(screen.getByLabelText(t.contactPhone)).toHaveAccessibleDescription(messages.phoneIndianMobile)
    })
  })
})
