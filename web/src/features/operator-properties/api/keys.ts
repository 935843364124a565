import { operatorKeys } from '../../../lib/operator-keys'

export const operatorPropertyKeys = {
  all: operatorKeys.properties,
  list: () => [...operatorPropertyKeys.all, 'list'] as const,
  page: (query: { q: string; sort: string; page: number }) => [...operatorPropertyKeys.all, 'page', query] as const,
  detail: (propertyId: number) => [...operatorPropertyKeys.all, 'detail', propertyId] as const,
  localities: (cityId: number) => [...operatorKeys.all, 'localities', cityId] as const,
}
