import type { Gender } from '@basera/contract/constants'
import { queryKind } from '../../../lib/query-kinds'

export const propertyKeys = {
  all: [queryKind.properties] as const,
  detail: (propertyId: number) => [...propertyKeys.all, 'detail', propertyId] as const,
  rooms: (propertyId: number) => [...propertyKeys.all, 'rooms', propertyId] as const,
  similar: (propertyId: number, gender: Gender | null) => [...propertyKeys.all, 'similar', propertyId, gender] as const,
}
