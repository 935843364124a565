export const propertyKeys = {
  all: ['properties'] as const,
  detail: (propertyId: number) => [...propertyKeys.all, 'detail', propertyId] as const,
  rooms: (propertyId: number) => [...propertyKeys.all, 'rooms', propertyId] as const,
  similar: (propertyId: number) => [...propertyKeys.all, 'similar', propertyId] as const,
}
