import { z } from 'zod'
import { LeadProfile } from './leads.ts'
import { LoginReply } from './auth.ts'
import { PropertyDetail } from './properties.ts'

/**
 * The spec's generic service call (POST /api/leads/v1/service-call):
 * VIEW_PROFILE (token; optional LEAD_ID must be the token's), PROPERTY_DETAIL (PROPERTY_ID),
 * LOGIN (MOBILE_NO: sends a code, exactly like POST /api/leads/v1/login). Answers { success, data: [item] }.
 */
export const SERVICE_CALL_NAMES = ['VIEW_PROFILE', 'PROPERTY_DETAIL', 'LOGIN'] as const
export const ServiceCallBody = z.object({
  service_name: z.enum(SERVICE_CALL_NAMES, { error: 'Unknown service' }),
  params: z.record(z.string().max(40), z.union([z.string().max(200), z.number()])).default({}),
})
export type ServiceCallBody = z.input<typeof ServiceCallBody>
export const ServiceCallReply = z.object({
  success: z.boolean(),
  data: z.array(z.union([LeadProfile, PropertyDetail, LoginReply])),
})
export type ServiceCallReply = z.infer<typeof ServiceCallReply>
