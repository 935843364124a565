import { z } from 'zod'
import { TEXT_INPUT_MAX } from './constants.ts'

export const Locality = z.object({
  locality_id: z.number().int(),
  locality_name: z.string(),
  city_id: z.number().int(),
  /** Coordinates may be absent (spec section 3). */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
})
export type Locality = z.infer<typeof Locality>

/** `cityname` is a city name (any case) or a city id: Delhi 1, Noida 2, Gurugram 3. */
export const GetPrefLocalitiesBody = z.object({
  cityname: z.union([z.string().trim().min(1, 'City is required').max(TEXT_INPUT_MAX), z.number().int().positive()]),
})
export type GetPrefLocalitiesBody = z.input<typeof GetPrefLocalitiesBody>
export const GetPrefLocalitiesReply = z.object({ success: z.boolean(), data: z.array(Locality) })
export type GetPrefLocalitiesReply = z.infer<typeof GetPrefLocalitiesReply>
