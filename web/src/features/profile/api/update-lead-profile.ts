import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateLeadProfileBody, UpdateLeadProfileReply } from '@basera/contract/leads'
import { updateLeadProfile as updateLeadProfileEndpoint } from '@basera/contract/lead-endpoints'
import { callApi } from '../../../lib/api-client'
import { getSession } from '../../../lib/session'
import { profileKeys } from './view-lead-profile'

/** The fields to change; `leadId` is the signed-in lead's, added here. */
export type LeadProfileChanges = Omit<UpdateLeadProfileBody, 'leadId'>

export function updateLeadProfile(body: UpdateLeadProfileBody): Promise<UpdateLeadProfileReply> {
  return callApi(updateLeadProfileEndpoint, { body })
}

/** Partial profile update for the signed-in lead; refetches every profile query afterwards. */
export function useUpdateLeadProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (changes: LeadProfileChanges) => {
      const session = getSession()
      if (!session) return Promise.reject(new Error('Not signed in'))
      return updateLeadProfile({ ...changes, leadId: session.leadId })
    },
    onSuccess: (reply) => {
      queryClient.setQueryData(profileKeys.detail(reply.data.leadId), reply.data)
      return queryClient.invalidateQueries({ queryKey: profileKeys.all })
    },
  })
}
