import type { LeadProfile } from '@basera/contract/leads'
import { updateLeadProfile } from '../features/profile/api/update-lead-profile'
import { profileKeys } from '../features/profile/api/view-lead-profile'
import type { Language } from '../lib/i18n'
import { queryClient } from '../lib/query-client'
import { changeLanguage } from './language'

/** Keeps the lead's choice on their profile (a failure leaves the device's choice, which still holds). */
export async function saveProfileLanguage(leadId: number, language: Language): Promise<void> {
  const reply = await updateLeadProfile({ leadId, language }).catch(() => null)
  if (reply) queryClient.setQueryData(profileKeys.detail(leadId), reply.data)
}

/** On sign-in the profile's language wins; a lead who never chose one keeps the device's, saved to the profile. */
export function followProfileLanguage(profile: LeadProfile, current: Language) {
  if (profile.language) return void changeLanguage(profile.language)
  if (current !== 'en') void saveProfileLanguage(profile.leadId, current)
}
