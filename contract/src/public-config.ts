import { z } from 'zod'

/** What the app needs from the server's configuration: support channels and the map's tiles (null: no map). */
export const PublicConfigReply = z.object({
  support_phone: z.string(),
  support_email: z.string(),
  /** The development default (not configured): it reaches nobody, and the app says so beside it. */
  support_is_placeholder: z.boolean(),
  map: z.object({ tile_url: z.string(), attribution: z.string() }).nullable(),
})
export type PublicConfigReply = z.infer<typeof PublicConfigReply>
