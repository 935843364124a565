import type { FastifyInstance } from 'fastify'
import * as endpoints from '@basera/contract/endpoints'
import { savedSearchMessages } from '@basera/contract/saved-searches'
import { filterFromBody } from '@basera/contract/search-filter'
import type { AppContext } from '../../context.ts'
import { actingLead, ownLead } from '../../plugins/auth.ts'
import { route } from '../../lib/endpoint-route.ts'
import { queryFromBody } from './query.ts'
import { deleteSavedSearch, listSavedSearches, runSavedSearchAlerts, saveSearch } from './saved-searches.ts'

// new matches of saved searches are looked for this often; each search tells at most once a day
const SAVED_SEARCH_CHECK_MS = 15 * 60_000

/** Set by searchRoutes: one run of the saved searches' alerts now. */
export interface SavedSearchControls { run: () => Promise<number> }

export async function searchRoutes(app: FastifyInstance, { ctx, timer, controls }: { ctx: AppContext; timer: boolean; controls: SavedSearchControls }) {
  route(app, endpoints.searchProperties, async (request, reply) => {
    const leadId = actingLead(request, request.body.leadId)
    const query = await queryFromBody(ctx.db, request.body)
    // a signed-in lead's search is remembered for Recent Search on the home page (written within a second, off this path)
    if (leadId !== null) {
      const f = query.filter
      ctx.recentSearches.record(leadId, {
        cityId: f.cityId ?? null, localityIds: f.localityIds, gender: f.gender ?? null, minAmount: f.min, maxAmount: f.max,
      }, ctx.now())
    }
    return (await ctx.search.answer(query)).send(request, reply)
  })

  route(app, endpoints.saveSearch, async (request) => {
    const leadId = ownLead(request, request.body.leadId)
    const data = await saveSearch(ctx.db, leadId, request.body.name, filterFromBody(request.body.filter), ctx.now())
    return { success: true, message: savedSearchMessages.saved, data }
  })

  route(app, endpoints.listSavedSearches, async (request) => ({ success: true, data: await listSavedSearches(ctx.db, ownLead(request, request.body.leadId)) }))

  route(app, endpoints.deleteSavedSearch, async (request) => {
    await deleteSavedSearch(ctx.db, ownLead(request, request.body.leadId), request.body.savedSearchId)
    return { success: true, message: savedSearchMessages.deleted }
  })

  let running: Promise<number> | null = null
  const run = () => {
    running ??= runSavedSearchAlerts(ctx.db, ctx.now()).finally(() => { running = null })
    return running
  }
  controls.run = run
  let every: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    if (!timer) return
    every = setInterval(() => void run().catch((err: unknown) => ctx.log.error({ err }, 'saved search alerts failed')), SAVED_SEARCH_CHECK_MS)
    every.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(every)
    await running?.catch(() => undefined)
  })
}
