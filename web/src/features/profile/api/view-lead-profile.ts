import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ViewLeadProfileReply } from '@basera/contract/leads'
import { viewLeadProfile as viewLeadProfileEndpoint } from '@basera/contract/lead-endpoints'
import { callApi } from '../../../lib/api-client'
import { useSession } from '../../../lib/session'
import { queryKind } from '../../../lib/query-kinds'

export const profileKeys = {
  all: [queryKind.profile] as const,
  detail: (leadId: number) => [...profileKeys.all, 'detail', leadId] as const,
}

async function getLeadProfile(leadId: number): Promise<ViewLeadProfileReply['data']> {
  const reply = await callApi(viewLeadProfileEndpoint, { body: { leadId } })
  return reply.data
}

const leadProfileQuery = (leadId: number) =>
  queryOptions({ queryKey: profileKeys.detail(leadId), queryFn: () => getLeadProfile(leadId) })

/** The signed-in lead's profile; idle (no request) when signed out. */
export function useLeadProfile() {
  const session = useSession()
  const leadId = session?.leadId ?? 0
  return useQuery({ ...leadProfileQuery(leadId), enabled: leadId > 0 })
}
