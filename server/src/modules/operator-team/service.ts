import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm'
import { operatorMessages, type InviteOperatorBody, type Operator, type TeamMember } from '@basera/contract/operator'
import { messages } from '@basera/contract/messages'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { operatorSessions, operators, properties } from '../../db/schema.ts'
import { operatorProperties } from '../../db/schema-operator.ts'
import { AppError } from '../../lib/errors.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { authorize, mayInvite, mayManageMember } from '../operator-access/policy.ts'
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

/** Admins see everyone; an owner sees themself and the managers they invited or gave a property; a manager only themself. Removed members are gone. */
export async function listTeam(db: Db, operator: SignedInOperator): Promise<TeamMember[]> {
  const everyone = db.select().from(operators).orderBy(asc(operators.id))
  const active = isNull(operators.removedAt)
  if (operator.role === 'admin') return membersOf(db, await everyone.where(active))
  if (operator.role === 'manager') return membersOf(db, await everyone.where(and(active, eq(operators.id, operator.id))))
  const granted = db.select({ id: operatorProperties.operatorId }).from(operatorProperties)
    .innerJoin(properties, eq(properties.id, operatorProperties.propertyId)).where(eq(properties.ownerOperatorId, operator.id))
  return membersOf(db, await everyone.where(and(active, or(eq(operators.id, operator.id), eq(operators.invitedBy, operator.id), inArray(operators.id, granted)))))
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
    const [found] = await tx.select().from(operators).where(eq(operators.phoneNumber, body.phone)).for('update')
    // a number removed from a team before comes back as a new member, with this invitation's name and role
    const existing = found && found.removedAt !== null
      ? (await tx.update(operators).set({ name: body.name, role: body.role, invitedBy: operator.id, removedAt: null }).where(eq(operators.id, found.id)).returning())[0]
      : found
    if (existing && existing.role !== body.role) throw new AppError(409, operatorMessages.operatorRoleTaken)
    if (existing && body.role === 'owner' && found?.removedAt === null) throw new AppError(409, operatorMessages.ownerExists)
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

/**
 * The team member `memberId` as the operator may change them (the one policy): 404 when they are not on the
 * operator's team (or removed), 403 when they are but are no manager, or the operator themself.
 */
async function manageableMember(db: Db, operator: SignedInOperator, memberId: number): Promise<OperatorRow> {
  const [member] = await db.select().from(operators).where(and(eq(operators.id, memberId), isNull(operators.removedAt)))
  if (!member) throw new AppError(404, operatorMessages.teamMemberNotFound)
  const visible = operator.role === 'admin' || member.id === operator.id || (await listTeam(db, operator)).some((m) => m.operator_id === member.id)
  if (!visible) throw new AppError(404, operatorMessages.teamMemberNotFound)
  if (member.id === operator.id) throw new AppError(403, operatorMessages.cannotRemoveSelf)
  if (!mayManageMember(operator.role, member.role, 'own-manager', false)) throw new AppError(403, operatorMessages.onlyManagersChange)
  return member
}

/**
 * updateTeamMember: the manager's properties (within the operator's reach) become exactly `propertyIds`; each
 * must be one the operator may give (404 otherwise, nothing changed). Grants and revocations are audited.
 */
export async function updateMember(db: Db, operator: SignedInOperator, memberId: number, propertyIds: readonly number[], now: Date): Promise<TeamMember> {
  const member = await manageableMember(db, operator, memberId)
  const wanted = [...new Set(propertyIds)]
  for (const propertyId of wanted) await authorize(db, operator, propertyId, 'invite')
  await db.transaction(async (tx) => {
    const held = (await tx.select({ propertyId: operatorProperties.propertyId }).from(operatorProperties)
      .where(reachOf(tx, operator, member.id))).map((g) => g.propertyId)
    const revoked = held.filter((id) => !wanted.includes(id))
    const granted = wanted.filter((id) => !held.includes(id))
    if (revoked.length > 0) {
      await tx.delete(operatorProperties).where(and(eq(operatorProperties.operatorId, member.id), inArray(operatorProperties.propertyId, revoked)))
    }
    if (granted.length > 0) {
      await tx.insert(operatorProperties).values(granted.map((propertyId) => ({ operatorId: member.id, propertyId, grantedBy: operator.id, createdAt: now })))
        .onConflictDoNothing()
    }
    const who = { name: member.name, phone: member.phoneNumber, role: member.role }
    for (const propertyId of revoked) await recordAudit(tx, { operatorId: operator.id, propertyId, entity: 'operator', entityId: member.id, action: 'access_revoked', before: who, at: now })
    for (const propertyId of granted) await recordAudit(tx, { operatorId: operator.id, propertyId, entity: 'operator', entityId: member.id, action: 'access_granted', after: who, at: now })
  })
  const [row] = await db.select().from(operators).where(eq(operators.id, member.id))
  const [updated] = await membersOf(db, row ? [row] : [])
  if (!updated) throw new Error(`operator ${member.id} vanished`)
  return updated
}

/** The member's grants the operator's change reaches: an admin's, all of them; an owner's, those on the owner's own properties. */
function reachOf(db: Db, operator: SignedInOperator, memberId: number): SQL | undefined {
  if (operator.role === 'admin') return eq(operatorProperties.operatorId, memberId)
  const owned = db.select({ id: properties.id }).from(properties).where(eq(properties.ownerOperatorId, operator.id))
  return and(eq(operatorProperties.operatorId, memberId), inArray(operatorProperties.propertyId, owned))
}

/**
 * removeTeamMember: the manager no longer runs the operator's properties. With no property left anywhere (always,
 * for an admin's removal) they are off every team: every session ends now, and the next call of any token of theirs
 * answers 401 (the auth hook asks the database on every operator call).
 */
export async function removeMember(db: Db, operator: SignedInOperator, memberId: number, now: Date): Promise<{ member: OperatorRow; signedOut: boolean }> {
  const member = await manageableMember(db, operator, memberId)
  const signedOut = await db.transaction(async (tx) => {
    const revoked = await tx.delete(operatorProperties).where(reachOf(tx, operator, member.id)).returning({ propertyId: operatorProperties.propertyId })
    const [left] = await tx.select({ propertyId: operatorProperties.propertyId }).from(operatorProperties).where(eq(operatorProperties.operatorId, member.id)).limit(1)
    const gone = operator.role === 'admin' || left === undefined
    if (gone) {
      if (left !== undefined) await tx.delete(operatorProperties).where(eq(operatorProperties.operatorId, member.id))
      await tx.update(operators).set({ removedAt: now }).where(eq(operators.id, member.id))
      await tx.update(operatorSessions).set({ revokedAt: now }).where(and(eq(operatorSessions.operatorId, member.id), isNull(operatorSessions.revokedAt)))
    }
    const who = { name: member.name, phone: member.phoneNumber, role: member.role }
    for (const { propertyId } of revoked.length > 0 ? revoked : [{ propertyId: null }]) {
      await recordAudit(tx, { operatorId: operator.id, propertyId, entity: 'operator', entityId: member.id, action: 'removed', before: who, at: now })
    }
    return gone
  })
  return { member, signedOut }
}

/** Every operator with the properties they run (development servers' GET /api/dev/operators). */
export async function allOperators(db: Db): Promise<Operator[]> {
  const members = await membersOf(db, await db.select().from(operators).where(isNull(operators.removedAt)).orderBy(asc(operators.id)))
  return members.map(({ operator_id, name, role, phone, property_ids }) => ({ operator_id, name, role, phone, property_ids }))
}
