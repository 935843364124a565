import { queryKind } from '../../../lib/query-kinds'

export const shortlistKeys = {
  all: [queryKind.shortlist] as const,
  list: (leadId: number) => [...shortlistKeys.all, 'list', leadId] as const,
}
