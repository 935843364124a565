import { useMutation, useQueryClient } from '@tanstack/react-query'
import { confirmAvailability, createProperty, updateProperty } from '@basera/contract/operator-endpoints'
import type { CreatePropertyBody, OperatorPropertyReply, UpdatePropertyBody } from '@basera/contract/operator'
import { callApi } from '../../../lib/api-client'
import { operatorPropertyKeys } from './keys'

/** A new property (unpublished unless asked); the list shows it at once. */
export function useCreateProperty() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreatePropertyBody) => callApi(createProperty, { body }),
    onSuccess: (reply) => {
      queryClient.setQueryData<OperatorPropertyReply>(operatorPropertyKeys.detail(reply.data.property_id), reply)
      return queryClient.invalidateQueries({ queryKey: operatorPropertyKeys.list() })
    },
  })
}

/** Saves changed fields, or publishes / unpublishes (`{ published }`). */
export function useUpdateProperty(propertyId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdatePropertyBody) => callApi(updateProperty, { params: { propertyId }, body }),
    onSuccess: (reply) => {
      queryClient.setQueryData<OperatorPropertyReply>(operatorPropertyKeys.detail(propertyId), reply)
      return queryClient.invalidateQueries({ queryKey: operatorPropertyKeys.list() })
    },
  })
}

/** "Confirm availability": today becomes the date tenants see; a stale or hidden listing is fresh again. */
export function useConfirmAvailability() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (propertyId: number) => callApi(confirmAvailability, { params: { propertyId }, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorPropertyKeys.all }),
  })
}
