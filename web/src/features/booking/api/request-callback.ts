import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RequestCallbackBody, RequestCallbackReply } from '@basera/contract/engagement'
import { requestCallback as requestCallbackEndpoint } from '@basera/contract/request-endpoints'
import { callApi } from '../../../lib/api-client'
import { invalidateKinds, queryKind } from '../../../lib/query-kinds'

/** The purpose is stored with the request: the number is used only for what was asked. */
function requestCallback(body: RequestCallbackBody): Promise<RequestCallbackReply> {
  return callApi(requestCallbackEndpoint, { body })
}

export function useRequestCallback() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: requestCallback, onSuccess: () => invalidateKinds(queryClient, [queryKind.requests]) })
}
