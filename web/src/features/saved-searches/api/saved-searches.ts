import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { deleteSavedSearch, listSavedSearches, saveSearch } from '@basera/contract/saved-search-endpoints'
import type { SearchFilter } from '@basera/contract/search-filter'
import { bodyOfFilter } from '@basera/contract/search-filter'
import { callApi } from '../../../lib/api-client'
import { invalidateKinds, queryKind } from '../../../lib/query-kinds'

const savedSearchKeys = {
  all: [queryKind.savedSearches] as const,
  list: (leadId: number) => [...savedSearchKeys.all, 'list', leadId] as const,
}

/** The lead's saved searches; idle while signed out. */
export function useSavedSearches(leadId: number | null) {
  return useQuery({
    queryKey: savedSearchKeys.list(leadId ?? 0),
    queryFn: () => callApi(listSavedSearches, { body: { leadId: leadId ?? 0 } }),
    enabled: leadId !== null,
  })
}

export function useSaveSearch(leadId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ name, filter }: { name: string; filter: SearchFilter }) => callApi(saveSearch, { body: { leadId, name, filter: bodyOfFilter(filter) } }),
    onSettled: () => invalidateKinds(queryClient, [queryKind.savedSearches]),
  })
}

export function useDeleteSavedSearch(leadId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (savedSearchId: number) => callApi(deleteSavedSearch, { body: { leadId, savedSearchId } }),
    onSettled: () => invalidateKinds(queryClient, [queryKind.savedSearches]),
  })
}
