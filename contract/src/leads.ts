import { z } from 'zod'
import { TEXT_INPUT_MAX } from './constants.ts'
import { messages } from './messages.ts'
import { GenderOrUnspecified, Id, IsoDate, Rupees } from './common.ts'
import { todayInIndia } from './dates.ts'

/** The languages of the tenant app. */
export const AppLanguage = z.enum(['en', 'hi'])
export type AppLanguage = z.infer<typeof AppLanguage>

export const LeadProfile = z.object({
  leadId: z.number().int(),
  full_name: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string(),
  gender: GenderOrUnspecified,
  dob: z.string().nullable(),
  pref_budget_min_range: z.number().int().nullable(),
  pref_budget_max_range: z.number().int().nullable(),
  pref_city_name: z.string().nullable(),
  pref_city_id: z.number().int().nullable(),
  pref_locality_name: z.string().nullable(),
  pref_locality_id: z.number().int().nullable(),
  /** The app's language the lead chose; null until they pick one. */
  language: AppLanguage.nullable(),
})
export type LeadProfile = z.infer<typeof LeadProfile>

export const ViewLeadProfileBody = z.object({ leadId: Id })
export type ViewLeadProfileBody = z.input<typeof ViewLeadProfileBody>
export const ViewLeadProfileReply = z.object({ success: z.boolean(), data: LeadProfile })
export type ViewLeadProfileReply = z.infer<typeof ViewLeadProfileReply>

// the same addresses as /^[^\s@]+@[^\s@]+\.[^\s@]+$/ in linear time (that form took 3 s on a 64 KB body)
const EMAIL_PATTERN = /^[^\s@]+@(?=[^\s@]*[^\s@]\.[^\s@])[^\s@]+$/

/**
 * Partial update: absent fields keep their value. `phone_number` is read-only and ignored.
 * Empty strings clear optional text fields (the spec's client sends '' for unset values).
 */
export const UpdateLeadProfileBody = z
  .object({
    leadId: Id,
    // an empty name would wipe the one the booking form relies on
    full_name: z.string().trim().min(1, messages.fullNameRequired).max(TEXT_INPUT_MAX).optional(),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((s) => s === '' || EMAIL_PATTERN.test(s), messages.emailInvalid)
      .optional(),
    phone_number: z.unknown().optional(),
    gender: GenderOrUnspecified.optional(),
    dob: z.union([z.literal(''), IsoDate.refine((d) => d <= todayInIndia(), messages.dobInFuture)]).optional(),
    pref_budget_min_range: z.union([z.literal(''), Rupees]).optional(),
    pref_budget_max_range: z.union([z.literal(''), Rupees]).optional(),
    pref_city_id: Id.optional(),
    pref_city_name: z.string().trim().max(TEXT_INPUT_MAX).optional(),
    pref_locality_id: z.union([z.literal(''), Id]).optional(),
    language: AppLanguage.optional(),
  })
  .refine(
    (b) =>
      typeof b.pref_budget_min_range !== 'number' ||
      typeof b.pref_budget_max_range !== 'number' ||
      b.pref_budget_min_range <= b.pref_budget_max_range,
    { message: 'Minimum budget must not exceed maximum budget', path: ['pref_budget_min_range'] },
  )
export type UpdateLeadProfileBody = z.input<typeof UpdateLeadProfileBody>
export const UpdateLeadProfileReply = z.object({ success: z.boolean(), message: z.string(), data: LeadProfile })
export type UpdateLeadProfileReply = z.infer<typeof UpdateLeadProfileReply>

export const LogoutReply = z.object({ success: z.boolean() })
