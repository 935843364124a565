import type { QueryClient } from '@tanstack/react-query'
import { createContext, RouterContextProvider } from 'react-router'
import { queryClient } from '../lib/query-client'

// What a route's loader is given (the router's own context): the query cache the page is drawn from (the browser's
// one cache, or the one of the page the server renders) and whether it runs on the server.
const pageQueryClient = createContext<QueryClient>(queryClient)
const onServer = createContext(false)

export interface LoadContext {
  queryClient: QueryClient
  onServer: boolean
}

/** The context the server hands each page's loaders. */
export function serverLoadContext(client: QueryClient): RouterContextProvider {
  return new RouterContextProvider(new Map<Parameters<RouterContextProvider['get']>[0], unknown>([
    [pageQueryClient, client],
    [onServer, true],
  ]))
}

export function readLoadContext(context: unknown): LoadContext {
  const provider = context instanceof RouterContextProvider ? context : new RouterContextProvider()
  return { queryClient: provider.get(pageQueryClient), onServer: provider.get(onServer) }
}
