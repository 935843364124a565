import { queryOptions, useQuery } from '@tanstack/react-query'
import { listAuditLog } from '@basera/contract/operator-endpoints'
import { callApi } from '../../../lib/api-client'
import { operatorKeys } from '../../../lib/operator-keys'

export const AUDIT_PAGE = 50

interface AuditPage {
  propertyId?: number
  /** Entries older than this id: the page after one that ended with it. */
  beforeId?: number
}

const auditKeys = {
  all: [...operatorKeys.all, 'audit'] as const,
  page: (page: AuditPage) => [...auditKeys.all, 'page', page] as const,
}

const auditQuery = (page: AuditPage) =>
  queryOptions({
    queryKey: auditKeys.page(page),
    queryFn: () => callApi(listAuditLog, { query: { property_id: page.propertyId, before_id: page.beforeId, limit: AUDIT_PAGE } }),
    select: (reply) => reply.data,
    // every change made in the console writes here: read it fresh each time
    staleTime: 0,
  })

/** Who changed a price, availability or a status, and when; newest first, one page at a time. */
export function useAuditLog(page: AuditPage) {
  return useQuery({ ...auditQuery(page), placeholderData: (previous) => previous })
}
