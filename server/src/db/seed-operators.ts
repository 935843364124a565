import { asc, inArray } from 'drizzle-orm'
import type { Db } from './client.ts'
import { operators, properties } from './schema.ts'
import { operatorProperties } from './schema-operator.ts'

/** The development operators (README "Sign in as an operator"; GET /api/dev/operators lists them). */
const ADMIN = { phoneNumber: '7000000001', name: 'Basera Admin' }
const OWNERS = [
  { phoneNumber: '7000000011', name: 'Asha Owner' },
  { phoneNumber: '7000000012', name: 'Vikram Owner' },
  { phoneNumber: '7000000013', name: 'Neha Owner' },
] as const
const MANAGERS = [
  { phoneNumber: '7000000021', name: 'Ravi Manager' },
  { phoneNumber: '7000000022', name: 'Pooja Manager' },
  { phoneNumber: '7000000023', name: 'Imran Manager' },
] as const

/**
 * An admin, three owners sharing the seeded properties in turn, and one manager per owner given every
 * other property of that owner. Does nothing when operators exist (a database seeded before them gets them once).
 */
const SLICE = 10_000

function slices<T>(items: readonly T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / SLICE) }, (_, i) => items.slice(i * SLICE, (i + 1) * SLICE))
}

export async function seedOperators(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await tx.select({ id: operators.id }).from(operators).limit(1)
    if (existing[0]) return
    const [admin] = await tx.insert(operators).values({ ...ADMIN, role: 'admin' }).returning({ id: operators.id })
    if (!admin) throw new Error('admin insert returned nothing')
    const owners = await tx.insert(operators).values(OWNERS.map((o) => ({ ...o, role: 'owner' as const, invitedBy: admin.id }))).returning({ id: operators.id })
    const managers = await tx.insert(operators)
      .values(MANAGERS.map((m, i) => ({ ...m, role: 'manager' as const, invitedBy: owners[i]?.id ?? admin.id })))
      .returning({ id: operators.id })
    const ids = (await tx.select({ id: properties.id }).from(properties).orderBy(asc(properties.id))).map((p) => p.id)
    for (const [i, owner] of owners.entries()) {
      const own = ids.filter((_, n) => n % owners.length === i)
      if (own.length === 0) continue
      // in slices: one statement takes at most 65,535 parameters (a seed of 200,000 properties gives an owner 66,667)
      for (const part of slices(own)) await tx.update(properties).set({ ownerOperatorId: owner.id }).where(inArray(properties.id, part))
      const manager = managers[i]
      const given = own.filter((_, n) => n % 2 === 0)
      if (manager) {
        for (const part of slices(given)) {
          await tx.insert(operatorProperties).values(part.map((propertyId) => ({ operatorId: manager.id, propertyId, grantedBy: owner.id })))
        }
      }
    }
  })
}
