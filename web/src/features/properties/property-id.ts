/** The `:id` of a property route (`163`, or `163-lotus-living-boys-pg` with its name), or 0 when it has no id. */
export function propertyIdFrom(param: string | undefined): number {
  const id = param?.match(/^(\d{1,9})(?:-[a-z0-9-]*)?$/)?.[1]
  return id && Number(id) > 0 ? Number(id) : 0
}
