import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { decideVisit, listOperatorVisits } from '@basera/contract/operator-endpoints'
import type { DecideVisitBody, OperatorVisitsQuery } from '@basera/contract/operator'
import { callApi } from '../../../lib/api-client'
import { operatorKeys } from '../../../lib/operator-keys'
import { useConsolePollMs } from '../../../lib/console-live'

const visitKeys = {
  all: [...operatorKeys.all, 'visits'] as const,
  list: (filters: OperatorVisitsQuery) => [...visitKeys.all, 'list', filters] as const,
}

const visitsQuery = (filters: OperatorVisitsQuery) =>
  queryOptions({ queryKey: visitKeys.list(filters), queryFn: () => callApi(listOperatorVisits, { query: filters }), select: (reply) => reply.data })

export function useOperatorVisits(filters: OperatorVisitsQuery) {
  return useQuery({ ...visitsQuery(filters), refetchInterval: useConsolePollMs(), placeholderData: (previous) => previous })
}

/** Accept, move to another slot, or decline: the visit list and the property list's counts change. */
export function useDecideVisit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ visitId, body }: { visitId: number; body: DecideVisitBody }) => callApi(decideVisit, { params: { visitId }, body }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: visitKeys.all }), queryClient.invalidateQueries({ queryKey: operatorKeys.properties })]),
  })
}
