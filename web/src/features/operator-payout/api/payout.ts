import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getPayoutAccount, savePayoutAccount } from '@basera/contract/operator-endpoints'
import type { PayoutAccountQuery, SavePayoutAccountBody } from '@basera/contract/payout'
import { callApi } from '../../../lib/api-client'
import { operatorKeys } from '../../../lib/operator-keys'

const payoutKeys = {
  all: [...operatorKeys.all, 'payout'] as const,
  one: (query: PayoutAccountQuery) => [...payoutKeys.all, query] as const,
}

const payoutQuery = (query: PayoutAccountQuery) => queryOptions({ queryKey: payoutKeys.one(query), queryFn: () => callApi(getPayoutAccount, { query }), retry: false })

/** The owner's payout account (null data: none yet); the server asks the gateway again until it is activated. */
export function usePayoutAccount(query: PayoutAccountQuery, enabled = true) {
  return useQuery({ ...payoutQuery(query), enabled })
}

export function useSavePayoutAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SavePayoutAccountBody) => callApi(savePayoutAccount, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  })
}
