import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createRoomOption, updateRoomOption } from '@basera/contract/operator-endpoints'
import type { CreateRoomOptionBody, UpdateRoomOptionBody } from '@basera/contract/operator'
import { callApi } from '../../../lib/api-client'
import { operatorPropertyKeys } from './keys'

export function useCreateRoomOption(propertyId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateRoomOptionBody) => callApi(createRoomOption, { params: { propertyId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorPropertyKeys.all }),
  })
}

/** Prices and charges (owners and admins) or available rooms (managers too); a booking already made keeps its price. */
export function useUpdateRoomOption() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ roomOptionId, body }: { roomOptionId: number; body: UpdateRoomOptionBody }) => callApi(updateRoomOption, { params: { roomOptionId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorPropertyKeys.all }),
  })
}
