import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { listOperatorRequests, markRequestHandled } from '@basera/contract/operator-endpoints'
import type { OperatorRequestsQuery } from '@basera/contract/operator'
import { callApi } from '../../../lib/api-client'
import { operatorKeys } from '../../../lib/operator-keys'
import { useConsolePollMs } from '../../../lib/console-live'

const requestKeys = {
  all: [...operatorKeys.all, 'requests'] as const,
  list: (filters: OperatorRequestsQuery) => [...requestKeys.all, 'list', filters] as const,
}

const requestsQuery = (filters: OperatorRequestsQuery) =>
  queryOptions({ queryKey: requestKeys.list(filters), queryFn: () => callApi(listOperatorRequests, { query: filters }), select: (reply) => reply.data })

export function useOperatorRequests(filters: OperatorRequestsQuery) {
  return useQuery({ ...requestsQuery(filters), refetchInterval: useConsolePollMs(), placeholderData: (previous) => previous })
}

export function useMarkHandled() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (requestId: number) => callApi(markRequestHandled, { params: { requestId }, body: {} }),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: requestKeys.all }), queryClient.invalidateQueries({ queryKey: operatorKeys.properties })]),
  })
}
