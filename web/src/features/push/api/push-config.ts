import { queryOptions, useQuery } from '@tanstack/react-query'
import { getPushConfig } from '@basera/contract/notify-endpoints'
import { callApi } from '../../../lib/api-client'

// the server's VAPID key, read once per visit; null (or no answer) means push is not offered
const pushConfigQuery = queryOptions({
  queryKey: ['push-config'] as const,
  queryFn: () => callApi(getPushConfig, {}),
  select: (reply) => reply.data.vapid_public_key,
  staleTime: Infinity,
  retry: false,
})

export function usePushKey(enabled: boolean) {
  return useQuery({ ...pushConfigQuery, enabled })
}
