import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { inviteOperator, listOperatorTeam, removeTeamMember, updateTeamMember } from '@basera/contract/operator-endpoints'
import type { InviteOperatorBody, UpdateTeamMemberBody } from '@basera/contract/operator'
import { callApi } from '../../../lib/api-client'
import { operatorKeys } from '../../../lib/operator-keys'

const teamKeys = {
  all: [...operatorKeys.all, 'team'] as const,
}

const teamQuery = () => queryOptions({ queryKey: teamKeys.all, queryFn: () => callApi(listOperatorTeam, {}), select: (reply) => reply.data })

/** The operators this one may see: for an owner, their managers; for an admin, everyone. */
export function useOperatorTeam(enabled = true) {
  return useQuery({ ...teamQuery(), enabled })
}

/** Invites a number: an admin invites owners, an owner invites managers to some of their properties. */
export function useInviteOperator() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: InviteOperatorBody) => callApi(inviteOperator, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  })
}

/** A manager's properties become exactly these (at least one: none is removeTeamMember). */
export function useUpdateTeamMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ operatorId, body }: { operatorId: number; body: UpdateTeamMemberBody }) => callApi(updateTeamMember, { params: { operatorId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  })
}

/** The manager no longer runs the caller's properties; with none left, their sessions end at once. */
export function useRemoveTeamMember() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (operatorId: number) => callApi(removeTeamMember, { params: { operatorId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  })
}
