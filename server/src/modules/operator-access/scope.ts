import { eq, inArray, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { authorize, visiblePropertyIds } from './policy.ts'

/**
 * The condition an inbox list adds on its property column: the one property asked for (after the
 * policy allowed it), or every property the operator sees (nothing for an admin); `none` when the
 * operator sees no property at all.
 */
export async function propertyCondition(
  db: Db, operator: SignedInOperator, column: PgColumn, propertyId: number | undefined,
): Promise<SQL | undefined | 'none'> {
  if (propertyId !== undefined) {
    await authorize(db, operator, propertyId, 'view')
    return eq(column, propertyId)
  }
  const visible = await visiblePropertyIds(db, operator)
  if (visible === 'all') return undefined
  return visible.length === 0 ? 'none' : inArray(column, visible)
}
