import { queryOptions, useQuery } from '@tanstack/react-query'
import { listOperatorMoney } from '@basera/contract/operator-endpoints'
import type { OperatorMoneyQuery } from '@basera/contract/payout'
import { callApi } from '../../../lib/api-client'
import { operatorKeys } from '../../../lib/operator-keys'

const moneyKeys = {
  all: [...operatorKeys.all, 'money'] as const,
  list: (filters: OperatorMoneyQuery) => [...moneyKeys.all, 'list', filters] as const,
}

const moneyQuery = (filters: OperatorMoneyQuery) => queryOptions({ queryKey: moneyKeys.list(filters), queryFn: () => callApi(listOperatorMoney, { query: filters }) })

/** Held, released and refunded per booking of the operator's properties, with totals (whole rupees). */
export function useOperatorMoney(filters: OperatorMoneyQuery) {
  return useQuery({ ...moneyQuery(filters), placeholderData: (previous) => previous })
}
