import { queryOptions, useQuery } from '@tanstack/react-query'
import { getHomeSections as getHomeSectionsEndpoint } from '@basera/contract/listing-endpoints'
import { callApi } from '../../../lib/api-client'
import { useSession } from '../../../lib/session'
import { queryKind } from '../../../lib/query-kinds'

const homeKeys = {
  all: [queryKind.home] as const,
  /** leadId 0: signed out (popular picks). */
  sections: (leadId: number) => [...homeKeys.all, 'sections', leadId] as const,
}

const getHomeSections = (leadId: number) =>
  callApi(getHomeSectionsEndpoint, { body: leadId > 0 ? { leadId } : {} })

export const homeSectionsQuery = (leadId: number) =>
  queryOptions({ queryKey: homeKeys.sections(leadId), queryFn: () => getHomeSections(leadId) })

/** Sections the server computes from the signed-in lead's preferences. */
export function useHomeSections() {
  const session = useSession()
  return useQuery(homeSectionsQuery(session?.leadId ?? 0))
}
