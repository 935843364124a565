import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { Toaster } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LeadProfile } from '@basera/contract/leads'
import { FULL_NAME_MAX } from '@basera/contract/constants'
import { todayInIndia } from '@basera/contract/dates'
import { messages } from '@basera/contract/messages'
import * as endpoints from '@basera/contract/endpoints'
import { clearAllStorage, saveSession } from '../../lib/session'
import { ProfileForm } from './profile-form'
import { profileStrings as s } from './profile-strings'

const profile: LeadProfile = {
  leadId: 3,
  full_name: 'Riya',
  email: 'riya@mail.com',
  phone_number: '9876543210',
  gender: 'GENDER_FEMALE',
  dob: null,
  pref_budget_min_range: 2000,
  pref_budget_max_range: 8000,
  pref_city_name: 'Noida',
  pref_city_id: 2,
  pref_locality_name: 'Sector 62',
  pref_locality_id: 5,
  language: null,
}

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ProfileForm profile={profile} />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const save = () => userEvent.click(screen.getByRole('button', { name: s.save }))

afterEach(() => {
  vi.unstubAllGlobals()
  clearAllStorage()
})

describe('ProfileForm', () => {
  it('refuses an empty full name instead of wiping it, and sends nothing', async () => {
    saveSession({ accessToken: 't', leadId: 3 })
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderForm()
    await userEvent.clear(screen.getByLabelText(s.fullName))
    await save()
    expect(await screen.findByText(messages.fullNameRequired)).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the profile with phone and locality read-only', () => {
    renderForm()
    expect(screen.getByLabelText(s.phone)).toBeDisabled()
    expect(screen.getByLabelText(s.phone)).toHaveValue('+91 9876543210')
    expect(screen.getByLabelText(s.locality)).toBeDisabled()
    expect(screen.getByLabelText(s.locality)).toHaveValue('Sector 62')
    expect(screen.getByRole('link', { name: s.changeLocality })).toHaveAttribute('href', '/localities')
    expect(screen.getByRole('radio', { name: s.female })).toBeChecked()
    expect(screen.getByLabelText(s.city)).toHaveValue('2')
  })

  it('saves the edited fields and says so', async () => {
    saveSession({ accessToken: 't', leadId: 3 })
    const fetchMock = vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as Record<string, unknown>
      return Promise.resolve(reply(200, { success: true, message: messages.profileUpdated, data: { ...profile, full_name: body.full_name } }))
    })
    vi.stubGlobal('fetch', fetchMock)
    renderForm()
    const name = screen.getByLabelText(s.fullName)
    await userEvent.clear(name)
    await userEvent.type(name, 'Riya Sharma')
    await userEvent.clear(screen.getByLabelText(s.budgetMax))
    await userEvent.type(screen.getByLabelText(s.budgetMax), '9,5a00')
    await userEvent.click(screen.getByRole('radio', { name: s.male }))
    await save()
    expect(await screen.findByText(messages.profileUpdated)).toBeInTheDocument()
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe(endpoints.updateLeadProfile.path)
    expect(JSON.parse(init?.body as string)).toMatchObject({
      leadId: 3,
      full_name: 'Riya Sharma',
      email: 'riya@mail.com',
      gender: 'GENDER_MALE',
      pref_budget_min_range: 2000,
      pref_budget_max_range: 9500,
    })
  })

  it('a new city clears the locality', async () => {
    saveSession({ accessToken: 't', leadId: 3 })
    const fetchMock = vi.fn(() => Promise.resolve(reply(200, { success: true, message: 'ok', data: profile })))
    vi.stubGlobal('fetch', fetchMock)
    renderForm()
    await userEvent.selectOptions(screen.getByLabelText(s.city), 'Gurugram')
    expect(screen.getByText(s.cityChangedHint)).toBeInTheDocument()
    await save()
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(init[1].body as string)).toMatchObject({ pref_city_id: 3, pref_locality_id: '' })
  })

  it('says beside each field what is wrong (a minimum above the maximum, an invalid email), without calling the server', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderForm()
    const min = screen.getByLabelText(s.budgetMin)
    await userEvent.clear(min)
    await userEvent.type(min, '9000')
    await save()
    await waitFor(() => expect(min).toHaveAccessibleDescription(messages.priceMinNotBelowMax))
    await userEvent.clear(min)
    await waitFor(() => expect(min).not.toHaveAccessibleDescription(messages.priceMinNotBelowMax))
    const email = screen.getByLabelText(s.email)
    await userEvent.clear(email)
    await userEvent.type(email, 'riya@')
    await save()
    await waitFor(() => expect(email).toHaveAccessibleDescription(messages.emailInvalid))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('keeps the budget to the price filter\'s rules: each sentence beside the end it is about, 5 digits at most', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderForm()
    const min = screen.getByLabelText(s.budgetMin)
    const max = screen.getByLabelText(s.budgetMax)
    expect(max).toHaveAttribute('maxLength', '5')
    await userEvent.clear(min)
    await userEvent.type(min, '500')
    await save()
    await waitFor(() => expect(min).toHaveAccessibleDescription(messages.priceBelowLowest))
    await userEvent.clear(min)
    await userEvent.type(min, '7600')
    await waitFor(() => expect(min).toHaveAccessibleDescription(messages.priceGapTooSmall))
    await userEvent.clear(min)
    await userEvent.type(min, '2000')
    await userEvent.clear(max)
    await userEvent.type(max, '60000')
    // five digits at most: the sixth is not taken
    expect(max).toHaveValue('60000')
    await save()
    await waitFor(() => expect(max).toHaveAccessibleDescription(messages.priceAboveHighest))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('puts the server\'s refusal of a budget beside the end it is about', async () => {
    saveSession({ accessToken: 't', leadId: 3 })
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(reply(400, { message: messages.priceGapTooSmall }))))
    renderForm()
    await save()
    await waitFor(() => expect(screen.getByLabelText(s.budgetMin)).toHaveAccessibleDescription(messages.priceGapTooSmall))
  })

  it('refuses a date of birth of today or 1890 (an adult tenant is 16 to 100)', async () => {
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    renderForm()
    const dob = screen.getByLabelText(s.dob)
    await userEvent.type(dob, '1890-01-01')
    await save()
    await waitFor(() => expect(dob).toHaveAccessibleDescription(messages.dobTooOld))
    await userEvent.clear(dob)
    await userEvent.type(dob, todayInIndia())
    await save()
    await waitFor(() => expect(dob).toHaveAccessibleDescription(messages.dobTooYoung))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('offers Other gender, keeps budgets to digits and the name to the booking rule', async () => {
    renderForm()
    expect(screen.getByRole('radio', { name: 'Other' })).toBeInTheDocument()
    const max = screen.getByLabelText(s.budgetMax)
    await userEvent.clear(max)
    await userEvent.type(max, 'ab9,5c00')
    expect(max).toHaveValue('9500')
    expect(screen.getByLabelText(s.fullName)).toHaveAttribute('maxLength', String(FULL_NAME_MAX))
  })

  it('shows the server refusal inside the form', async () => {
    saveSession({ accessToken: 't', leadId: 3 })
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(reply(403, { message: messages.forbidden }))))
    renderForm()
    await save()
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.forbidden)
  })

  it('puts a server refusal of the date of birth beside that field', async () => {
    saveSession({ accessToken: 't', leadId: 3 })
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(reply(400, { message: messages.dobTooYoung }))))
    renderForm()
    await save()
    await waitFor(() => expect(screen.getByLabelText(s.dob)).toHaveAccessibleDescription(messages.dobTooYoung))
  })
})
