import type { LeadProfile } from '@basera/contract/leads'
import { updateLeadProfile } from '../features/profile/api/update-lead-profile'
import { getLanguage, setLanguage, storedLanguage, type Language } from '../lib/i18n'

/**
 * Switches the app's language. The Hindi texts are one chunk of their own, fetched only by Hindi
 * readers (and before the first render when Hindi was chosen earlier).
 */
export async function changeLanguage(language: Language): Promise<void> {
  if (language === getLanguage()) return
  if (language === 'en') return setLanguage('en')
  const { hindiTranslations } = await import('./hindi-translations')
  setLanguage('hi', hindiTranslations)
}

/** Before the first render: the stored choice, so a Hindi reader never sees English flash by. */
export function startLanguage(): Promise<void> {
  return storedLanguage() === 'hi' ? changeLanguage('hi').catch(() => undefined) : Promise.resolve()
}

/** On sign-in the profile's language wins; a lead who never chose one keeps the device's, saved to the profile. */
export function followProfileLanguage(profile: LeadProfile) {
  if (profile.language) return void changeLanguage(profile.language)
  const language = getLanguage()
  if (language !== 'en') void updateLeadProfile({ leadId: profile.leadId, language }).catch(() => undefined)
}
