export const visitKeys = {
  all: ['visits'] as const,
  list: (leadId: number) => [...visitKeys.all, 'list', leadId] as const,
}
