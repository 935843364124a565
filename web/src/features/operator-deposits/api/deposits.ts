import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { RecordDepositRefundBody, ReviseSettlementBody, SettleDepositBody } from '@basera/contract/leaving'
import { deductionPhotoName } from '@basera/contract/leaving'
import { getOperatorDeductionPhoto, listOperatorDeposits, recordDepositRefund, reviseDepositSettlement, settleDeposit, uploadDeductionPhoto } from '@basera/contract/operator-endpoints'
import { callApi, callApiForFile } from '../../../lib/api-client'
import { uploadFile } from '../../../lib/api-upload'
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

/** A disputed settlement with new deductions, proposed to the tenant again. */
export function useReviseSettlement() {
  const onSettled = useRefresh()
  return useMutation({ mutationFn: (body: ReviseSettlementBody) => callApi(reviseDepositSettlement, { body }), onSettled })
}

export function useRecordDepositRefund() {
  const onSettled = useRefresh()
  return useMutation({ mutationFn: (body: RecordDepositRefundBody) => callApi(recordDepositRefund, { body }), onSettled })
}

/** A deduction's photo, uploaded for the booking being settled: answers its path, which the settlement then sends. */
export function useUploadDeductionPhoto(bookingId: number) {
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadFile(uploadDeductionPhoto, { params: { bookingId }, field: 'photo', file, onProgress }),
  })
}

/** The file of an uploaded deduction photo (private: fetched with the operator's token, see lib/private-photo). */
export function loadDeductionPhoto(photo: string): Promise<Blob> {
  const name = deductionPhotoName(photo)
  if (name === null) return Promise.reject(new Error(`not an uploaded photo: ${photo}`))
  return callApiForFile(getOperatorDeductionPhoto, { params: { name } })
}
