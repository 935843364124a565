import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { RecordDepositRefundBody, SettleDepositBody } from '@basera/contract/leaving'
import { listOperatorDeposits, recordDepositRefund, settleDeposit } from '@basera/contract/operator-endpoints'
import { callApi } from '../../../lib/api-client'
import { operatorKeys } from '../../../lib/operator-keys'

const depositKeys = {
  list: (propertyId: number | undefined) => [...operatorKeys.all, 'money', 'deposits', propertyId ?? 'all'] as const,
}

const depositsQuery = (propertyId: number | undefined) => queryOptions({
  queryKey: depositKeys.list(propertyId),
  queryFn: () => callApi(listOperatorDeposits, { query: propertyId === undefined ? {} : { property_id: propertyId } }),
  select: (r) => r.data,
})

export const useOperatorDeposits = (propertyId: number | undefined) => useQuery(depositsQuery(propertyId))

/** A settlement or a refund changes the deposits, the bookings (moved out) and the Money screen's amounts. */
function useRefresh() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: operatorKeys.all })
}

export function useSettleDeposit() {
  const onSettled = useRefresh()
  return useMutation({ mutationFn: (body: SettleDepositBody) => callApi(settleDeposit, { body }), onSettled })
}

export function useRecordDepositRefund() {
  const onSettled = useRefresh()
  return useMutation({ mutationFn: (body: RecordDepositRefundBody) => callApi(recordDepositRefund, { body }), onSettled })
}
