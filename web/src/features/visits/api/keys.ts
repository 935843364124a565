import { queryKind } from '../../../lib/query-kinds'

export const visitKeys = {
  all: [queryKind.visits] as const,
  list: (leadId: number) => [...visitKeys.all, 'list', leadId] as const,
}
