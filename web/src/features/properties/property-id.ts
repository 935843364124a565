/** The `:id` of a property route, or 0 when it is not a positive whole number. */
export function propertyIdFrom(param: string | undefined): number {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : 0
}
