import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { getRentReceipt, listRentDues, payRentDue } from '@basera/contract/payment-endpoints'
import { callApi, callApiForFile } from '../../../lib/api-client'
import { saveFile } from '../../../lib/save-file'
import type { Language } from '../../../lib/i18n'
import { invalidateKinds, queryKind } from '../../../lib/query-kinds'

const dueKeys = {
  list: (leadId: number) => [queryKind.payments, 'dues', leadId] as const,
}

const rentDuesQuery = (leadId: number) =>
  queryOptions({ queryKey: dueKeys.list(leadId), queryFn: () => callApi(listRentDues, { body: { leadId } }), select: (reply) => reply.data, staleTime: 0 })

/** The lead's dues, open (and late) first, paid ones below, as the server sends them. */
export function useRentDues(leadId: number) {
  return useQuery({ ...rentDuesQuery(leadId), enabled: leadId > 0 })
}

/** A due's gateway order (the same one on a second tap); the checkout then opens like the token's. */
export function usePayRentDue() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (dueId: number) => callApi(payRentDue, { body: { due_id: dueId } }),
    onSettled: () => invalidateKinds(queryClient, [queryKind.payments]),
  })
}

/** Downloads a paid due's receipt (a PDF) in the reader's language. */
export async function downloadReceipt(dueId: number, receiptNo: string, lang: Language): Promise<void> {
  saveFile(await callApiForFile(getRentReceipt, { body: { due_id: dueId, lang } }), `rent-receipt-${receiptNo}.pdf`)
}
