import { asc, eq, inArray, or } from 'drizzle-orm'
import { operatorMessages, type InviteOperatorBody, type Operator, type TeamMember } from '@basera/contract/operator'
import { messages } from '@basera/contract/messages'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { operators, properties } from '../../db/schema.ts'
import { operatorProperties } from '../../db/schema-operator.ts'
import { AppError } from '../../lib/errors.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { authorize, mayInvite } from '../operator-access/policy.ts'
import { recordAudit } from '../operator-audit/service.ts'

type OperatorRow = typeof operators.$inferSelect

/** Each operator's properties: an owner's own, a manager's granted ones (an admin's are all: none listed). */
async function propertyIdsOf(db: Db, rows: OperatorRow[]): Promise<Map<number, number[]>> {
  const ids = rows.map((r) => r.id)
  const byOperator = new Map<number, number[]>(ids.map((id) => [id, []]))
  if (ids.length === 0) return byOperator
  const owned = await db.select({ operatorId: properties.ownerOperatorId, propertyId: properties.id }).from(properties)
    .where(inArray(properties.ownerOperatorId, ids)).orderBy(asc(properties.id))
  const granted = await db.select({ operatorId: operatorProperties.operatorId, propertyId: operatorProperties.propertyId }).from(operatorProperties)
    .where(inArray(operatorProperties.operatorId, ids)).orderBy(asc(operatorProperties.propertyId))
  for (const { operatorId, propertyId } of [...owned, ...granted]) if (operatorId !== null) byOperator.get(operatorId)?.push(propertyId)
  return byOperator
}

async function membersOf(db: Db, rows: OperatorRow[]): Promise<TeamMember[]> {
  const ids = await propertyIdsOf(db, rows)
  return rows.map((r) => ({
    operator_id: r.id,
    name: r.name,
    phone: r.phoneNumber,
    role: r.role,
    property_ids: ids.get(r.id) ?? [],
    invited_by: r.invitedBy,
    created_at: r.createdAt.toISOString(),
  }))
}

/** Admins see everyone; an owner sees themself and the managers they invited or gave a property; a manager only themself. */
export async function listTeam(db: Db, operator: SignedInOperator): Promise<TeamMember[]> {
  const everyone = db.select().from(operators).orderBy(asc(operators.id))
  if (operator.role === 'admin') return membersOf(db, await everyone)
  if (operator.role === 'manager') return membersOf(db, await everyone.where(eq(operators.id, operator.id)))
  const granted = db.select({ id: operatorProperties.operatorId }).from(operatorProperties)
    .innerJoin(properties, eq(properties.id, operatorProperties.propertyId)).where(eq(properties.ownerOperatorId, operator.id))
  return membersOf(db, await everyone.where(or(eq(operators.id, operator.id), eq(operators.invitedBy, operator.id), inArray(operators.id, granted))))
}

/**
 * Invites an owner (admins) or a manager to some of the inviter's properties (owners, admins). Inviting
 * an existing manager again gives them the further properties; a number that is an operator of another
 * role answers 409. Properties the inviter cannot see answer 404 and nothing is stored.
 */
export async function invite(db: Db, operator: SignedInOperator, body: z.output<typeof InviteOperatorBody>, now: Date): Promise<TeamMember> {
  if (!mayInvite(operator.role, body.role)) throw new AppError(403, messages.forbidden)
  if (body.role === 'manager' && body.property_ids.length === 0) throw new AppError(400, operatorMessages.managerNeedsProperty)
  const propertyIds = [...new Set(body.property_ids)]
  for (const propertyId of propertyIds) await authorize(db, operator, propertyId, 'invite')
  const id = await db.transaction(async (tx) => {
    const [existing] = await tx.select().from(operators).where(eq(operators.phoneNumber, body.phone)).for('update')
    if (existing && existing.role !== body.role) throw new AppError(409, operatorMessages.operatorRoleTaken)
    if (existing && body.role === 'owner') throw new AppError(409, operatorMessages.ownerExists)
    const member = existing ?? (await tx.insert(operators)
      .values({ phoneNumber: body.phone, name: body.name, role: body.role, invitedBy: operator.id, createdAt: now })
      .returning())[0]
    if (!member) throw new Error('operator insert returned nothing')
    if (body.role === 'manager') {
      await tx.insert(operatorProperties).values(propertyIds.map((propertyId) => ({ operatorId: member.id, propertyId, grantedBy: operator.id, createdAt: now })))
        .onConflictDoNothing()
    } else if (propertyIds.length > 0) {
      await tx.update(properties).set({ ownerOperatorId: member.id }).where(inArray(properties.id, propertyIds))
    }
    const after = { role: body.role, name: member.name, phone: member.phoneNumber }
    for (const propertyId of propertyIds.length > 0 ? propertyIds : [null]) {
      await recordAudit(tx, { operatorId: operator.id, propertyId, entity: 'operator', entityId: member.id, action: 'invited', after, at: now })
    }
    return member.id
  })
  const [row] = await db.select().from(operators).where(eq(operators.id, id))
  if (!row) throw new Error(`operator ${id} vanished`)
  const [member] = await membersOf(db, [row])
  if (!member) throw new Error(`operator ${id} vanished`)
  return member
}

/** Every operator with the properties they run (development servers' GET /api/dev/operators). */
export async function allOperators(db: Db): Promise<Operator[]> {
  const members = await membersOf(db, await db.select().from(operators).orderBy(asc(operators.id)))
  return members.map(({ operator_id, name, role, phone, property_ids }) => ({ operator_id, name, role, phone, property_ids }))
}
