import { queryOptions, useQuery } from '@tanstack/react-query'
import { getShortlist as getShortlistEndpoint } from '@basera/contract/shortlist-endpoints'
import { callApi } from '../../../lib/api-client'
import { shortlistKeys } from './keys'

const getShortlist = (leadId: number) => callApi(getShortlistEndpoint, { body: { leadId } })

const shortlistQuery = (leadId: number) =>
  queryOptions({ queryKey: shortlistKeys.list(leadId), queryFn: () => getShortlist(leadId) })

/** The lead's shortlist; idle while signed out. */
export function useShortlist(leadId: number | null) {
  return useQuery({ ...shortlistQuery(leadId ?? 0), enabled: leadId !== null })
}
