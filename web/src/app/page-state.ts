import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query'
import type { HydrationState, StaticHandlerContext } from 'react-router'

/** The element of a server-rendered page that carries what it was drawn from: the query data and the router's state. */
const PAGE_STATE_ELEMENT_ID = 'page-state'

interface PageState {
  queries: DehydratedState
  router: HydrationState
}

// JSON inside a <script>: '<' escaped, so no value can close the element
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/**
 * The data block the server puts in a rendered page (a JSON data block, not a script: the page's policy runs no
 * inline script).
 */
export function pageStateHtml(client: QueryClient, context: StaticHandlerContext): string {
  const state: PageState = { queries: dehydrate(client), router: { loaderData: context.loaderData, actionData: context.actionData } }
  return `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${jsonForScript(state)}</script>`
}

/** In the browser: starts the cache with the page's data and gives the router's state; null when the page has none. */
export function takePageState(client: QueryClient): HydrationState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID)
  if (!element?.textContent) return null
  try {
    const state = JSON.parse(element.textContent) as PageState
    hydrate(client, state.queries)
    return state.router
  } catch {
    return null
  } finally {
    element.remove()
  }
}
