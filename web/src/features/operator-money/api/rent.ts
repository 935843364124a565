import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { RecordMeterReadingBody, RecordOfflinePaymentBody } from '@basera/contract/dues'
import { listBookingDues, recordMeterReading, recordOfflinePayment } from '@basera/contract/operator-endpoints'
import { callApi } from '../../../lib/api-client'
import { operatorKeys } from '../../../lib/operator-keys'

const rentKeys = {
  dues: (bookingId: number) => [...operatorKeys.all, 'money', 'dues', bookingId] as const,
}

const duesQuery = (bookingId: number) => queryOptions({ queryKey: rentKeys.dues(bookingId), queryFn: () => callApi(listBookingDues, { params: { bookingId } }), select: (r) => r.data })

/** One booking's dues, open first. */
export function useBookingDues(bookingId: number) {
  return useQuery(duesQuery(bookingId))
}

/** After a payment or a reading: the booking's dues and the Money screen's amounts. */
function useRefreshMoney() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: [...operatorKeys.all, 'money'] })
}

export function useRecordOfflinePayment() {
  const onSettled = useRefreshMoney()
  return useMutation({ mutationFn: (body: RecordOfflinePaymentBody) => callApi(recordOfflinePayment, { body }), onSettled })
}

export function useRecordMeterReading() {
  const onSettled = useRefreshMoney()
  return useMutation({ mutationFn: (body: RecordMeterReadingBody) => callApi(recordMeterReading, { body }), onSettled })
}
