import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from '@testing-library/react'
import { stubFetch, bodyOf } from '../../features/auth/components/render.test-utils'
import { BrowserAppProvider } from '../provider'
import { getLanguage, LANGUAGE_COOKIE, LANGUAGE_KEY, setLanguage } from '../../lib/i18n'
import { clearAllStorage, saveSession } from '../../lib/session'
import { LanguageSwitch } from './language-switch'

afterEach(() => {
  setLanguage('en')
  vi.unstubAllGlobals()
})

const profile = { leadId: 7, full_name: null, email: null, phone_number: '9812345678', gender: 'GENDER_UNSPECIFIED', dob: null, pref_budget_min_range: null, pref_budget_max_range: null, pref_city_name: null, pref_city_id: null, pref_locality_name: null, pref_locality_id: null, language: 'hi' }

describe('LanguageSwitch', () => {
  it('switches the texts and <html lang> to Hindi, keeps the choice on the device (and in a cookie for the server) and through a sign-out', async () => {
    render(<BrowserAppProvider><LanguageSwitch /></BrowserAppProvider>)
    await userEvent.click(screen.getByRole('radio', { name: 'हिन्दी' }))
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'), { timeout: 5000 })
    expect(getLanguage()).toBe('hi')
    // the switch itself is drawn again in Hindi
    expect(await screen.findByRole('group', { name: 'भाषा' })).toBeInTheDocument()
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi')
    // and the server will render the next page in it
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=hi`)
    clearAllStorage()
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('hi')
  })

  it("saves the choice on a signed-in lead's profile", async () => {
    const fetch = stubFetch({ body: { success: true, message: 'Profile updated successfully', data: profile } })
    saveSession({ accessToken: 'token', leadId: 7 })
    render(<BrowserAppProvider><LanguageSwitch /></BrowserAppProvider>)
    await userEvent.click(screen.getByRole('radio', { name: 'हिन्दी' }))
    await waitFor(() => expect(fetch).toHaveBeenCalled(), { timeout: 5000 })
    expect(bodyOf(fetch)).toEqual({ leadId: 7, language: 'hi' })
  })
})
