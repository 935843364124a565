import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PropertyCard } from '@basera/contract/properties'
import type { ShortlistReply } from '@basera/contract/engagement'
import { addToShortlist as addToShortlistEndpoint, removeFromShortlist as removeFromShortlistEndpoint } from '@basera/contract/shortlist-endpoints'
import { callApi, getErrorMessage } from '../../../lib/api-client'
import { toast } from '../../../components/toast'
import { shortlistKeys } from './keys'

export interface ToggleShortlistInput {
  property: PropertyCard
  /** The state the tap asks for: true adds, false removes. */
  shortlisted: boolean
}

const addToShortlist = (leadId: number, propertyId: number) =>
  callApi(addToShortlistEndpoint, { body: { leadId, propertyId } })
const removeFromShortlist = (leadId: number, propertyId: number) =>
  callApi(removeFromShortlistEndpoint, { body: { leadId, propertyId } })

/** Adds or removes a property at once on screen; the server's answer confirms or reverts it. */
export function useToggleShortlist(leadId: number) {
  const queryClient = useQueryClient()
  const key = shortlistKeys.list(leadId)
  return useMutation({
    mutationFn: ({ property, shortlisted }: ToggleShortlistInput) =>
      shortlisted ? addToShortlist(leadId, property.property_id) : removeFromShortlist(leadId, property.property_id),
    onMutate: async ({ property, shortlisted }) => {
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData<ShortlistReply>(key)
      const others = (previous?.data ?? []).filter((p) => p.property_id !== property.property_id)
      queryClient.setQueryData<ShortlistReply>(key, {
        success: true,
        data: shortlisted ? [property, ...others] : others,
      })
      return { previous }
    },
    onError: (error, _input, context) => {
      queryClient.setQueryData(key, context?.previous)
      toast.error(getErrorMessage(error))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: shortlistKeys.all }),
  })
}
