export const shortlistKeys = {
  all: ['shortlist'] as const,
  list: (leadId: number) => [...shortlistKeys.all, 'list', leadId] as const,
}
