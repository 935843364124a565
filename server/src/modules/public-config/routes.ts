import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import type { Config } from '../../config.ts'
import { route } from '../../lib/endpoint-route.ts'

/** The public part of the configuration: support channels and map tiles. */
export async function publicConfigRoutes(app: FastifyInstance, config: Pick<Config, 'support' | 'map'>) {
  const answer = {
    support_phone: config.support.phone,
    support_email: config.support.email,
    support_is_placeholder: config.support.placeholder,
    map: config.map && { tile_url: config.map.tileUrl, attribution: config.map.attribution },
  }
  route(app, endpoints.getPublicConfig, async () => answer)
}
