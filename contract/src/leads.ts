import { z } from 'zod'
import { FULL_NAME_MAX, FULL_NAME_MIN, TENANT_AGE_MAX, TENANT_AGE_MIN, TEXT_INPUT_MAX } from './constants.ts'
import { messages } from './messages.ts'
import { GenderOrUnspecified, Id, IsoDate, Rupees } from './common.ts'
import { ageOn, todayInIndia } from './dates.ts'
import { partialRangeProblem, PRICE_PROBLEM_MESSAGE, priceProblemEnd } from './pricing.ts'

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

/** A date of birth: a real date, not in the future, giving an age of 16 to 100 today in Asia/Kolkata. */
export const DateOfBirth = IsoDate
  .refine((d) => d <= todayInIndia(), messages.dobInFuture)
  .refine((d) => d > todayInIndia() || ageOn(d, todayInIndia()) >= TENANT_AGE_MIN, messages.dobTooYoung)
  .refine((d) => ageOn(d, todayInIndia()) <= TENANT_AGE_MAX, messages.dobTooOld)

/**
 * Partial update: absent fields keep their value. `phone_number` is read-only and ignored.
 * Empty strings clear optional text fields (the spec's client sends '' for unset values).
 */
export const UpdateLeadProfileBody = z
  .object({
    leadId: Id,
    // the booking form's rule (3 to 15): a saved name must pass the form it is prefilled into; an empty one would wipe it
    full_name: z.string().trim().min(1, messages.fullNameRequired).min(FULL_NAME_MIN, messages.fullNameMin).max(FULL_NAME_MAX, messages.fullNameMax).optional(),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((s) => s === '' || EMAIL_PATTERN.test(s), messages.emailInvalid)
      .optional(),
    phone_number: z.unknown().optional(),
    gender: GenderOrUnspecified.optional(),
    dob: z.union([z.literal(''), DateOfBirth]).optional(),
    pref_budget_min_range: z.union([z.literal(''), Rupees]).optional(),
    pref_budget_max_range: z.union([z.literal(''), Rupees]).optional(),
    pref_city_id: Id.optional(),
    pref_city_name: z.string().trim().max(TEXT_INPUT_MAX).optional(),
    pref_locality_id: z.union([z.literal(''), Id]).optional(),
    language: AppLanguage.optional(),
  })
  // the budget is the price filter's range: the same rules (pricing.ts) and sentences; the server checks the
  // range an update leaves (one end sent meets the stored other end) with the same rules
  .superRefine((b, ctx) => {
    const end = (value: unknown) => (typeof value === 'number' ? value : null)
    const problem = partialRangeProblem(end(b.pref_budget_min_range), end(b.pref_budget_max_range))
    if (problem === null) return
    const field = priceProblemEnd(problem) === 'max' ? 'pref_budget_max_range' : 'pref_budget_min_range'
    ctx.addIssue({ code: 'custom', message: messages[PRICE_PROBLEM_MESSAGE[problem]], path: [field] })
  })
export type UpdateLeadProfileBody = z.input<typeof UpdateLeadProfileBody>
export const UpdateLeadProfileReply = z.object({ success: z.boolean(), message: z.string(), data: LeadProfile })
export type UpdateLeadProfileReply = z.infer<typeof UpdateLeadProfileReply>

export const LogoutReply = z.object({ success: z.boolean() })
