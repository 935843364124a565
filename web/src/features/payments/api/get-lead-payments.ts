import { queryOptions, useQuery } from '@tanstack/react-query'
import { getLeadPayments as getLeadPaymentsEndpoint } from '@basera/contract/payment-endpoints'
import { callApi } from '../../../lib/api-client'
import { queryKind } from '../../../lib/query-kinds'

const paymentKeys = {
  all: [queryKind.payments] as const,
  list: (leadId: number) => [...paymentKeys.all, 'list', leadId] as const,
}

const leadPaymentsQuery = (leadId: number) =>
  queryOptions({ queryKey: paymentKeys.list(leadId), queryFn: () => callApi(getLeadPaymentsEndpoint, { body: { leadId } }), select: (reply) => reply.data, staleTime: 0 })

/** The lead's ledger: each token paid, held, released or refunded, newest first as the server sends it. */
export function useLeadPayments(leadId: number) {
  return useQuery(leadPaymentsQuery(leadId))
}
