import { and, eq } from 'drizzle-orm'
import { messages } from '@basera/contract/messages'
import type { OperatorRole } from '@basera/contract/operator'
import type { Db } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { operatorProperties } from '../../db/schema-operator.ts'
import { AppError } from '../../lib/errors.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'

// The one answer to "may this operator do this to this property?". Every operator route asks it
// (authorize for one property, visiblePropertyIds for lists), so the rules live only here:
// - admin: every property, every action;
// - owner: their own properties (properties.owner_operator_id), every action;
// - manager: the properties granted to them (operator_properties), but never prices, publishing or invites.
// A property the operator cannot see answers 404, exactly like one that does not exist, and nothing changes.

/**
 * - `view`: read a property and its inbox (bookings, visits, requests, audit);
 * - `edit`: listing text, photos, available rooms, confirming availability;
 * - `price`: rent and charges of room options, creating room options, refund terms;
 * - `publish`: publish or unpublish (whether tenants see the property at all is the owner's decision);
 * - `decide`: accept / decline bookings and visits, mark requests handled and tenants moved in;
 * - `invite`: give a manager this property.
 */
export type PropertyAction = 'view' | 'edit' | 'price' | 'publish' | 'decide' | 'invite'

const MANAGER_MAY: ReadonlySet<PropertyAction> = new Set(['view', 'edit', 'decide'])

/** How an operator relates to a property: its owner, a manager given it, or neither. */
type Relation = 'owner' | 'granted' | 'none'

/** The rule table itself: pure, so a test can read it line by line. */
export function mayAct(role: OperatorRole, relation: Relation, action: PropertyAction): boolean {
  if (role === 'admin') return true
  if (role === 'owner') return relation === 'owner'
  return relation === 'granted' && MANAGER_MAY.has(action)
}

async function relationOf(db: Db, operator: SignedInOperator, propertyId: number): Promise<Relation | null> {
  const rows = await db
    .select({ owner: properties.ownerOperatorId, granted: operatorProperties.operatorId })
    .from(properties)
    .leftJoin(operatorProperties, and(eq(operatorProperties.propertyId, properties.id), eq(operatorProperties.operatorId, operator.id)))
    .where(eq(properties.id, propertyId))
    .limit(1)
  const row = rows[0]
  if (!row) return null
  if (row.owner === operator.id) return 'owner'
  return row.granted === operator.id ? 'granted' : 'none'
}

/**
 * Refuses unless `operator` may do `action` to the property: 404 (with `notFound`: the booking, visit or
 * request asked about) when the property does not exist or is not theirs to see, 403 when they see it but the action is not theirs (a manager and prices).
 */
export async function authorize(
  db: Db, operator: SignedInOperator, propertyId: number, action: PropertyAction, notFound: string = messages.propertyNotFound,
): Promise<void> {
  const relation = await relationOf(db, operator, propertyId)
  if (relation === null || !mayAct(operator.role, relation, 'view')) throw new AppError(404, notFound)
  if (!mayAct(operator.role, relation, action)) throw new AppError(403, messages.forbidden)
}

/** How a team member relates to the operator changing them: a manager the owner invited or gave one of their properties, or neither. */
type MemberRelation = 'own-manager' | 'other'

/**
 * Who may change or remove a team member: an admin any manager; an owner the managers of their own properties
 * (only on those properties); nobody an owner or admin here, and nobody themself.
 */
export function mayManageMember(actor: OperatorRole, member: OperatorRole, relation: MemberRelation, self: boolean): boolean {
  if (self || member !== 'manager') return false
  if (actor === 'admin') return true
  return actor === 'owner' && relation === 'own-manager'
}

/** Admins invite owners (and managers); owners invite managers to their own properties; managers invite no one. */
export function mayInvite(inviter: OperatorRole, invitee: 'owner' | 'manager'): boolean {
  return inviter === 'admin' || (inviter === 'owner' && invitee === 'manager')
}

/** The properties whose lists (bookings, visits, requests, audit) the operator sees; `all` for an admin. */
export async function visiblePropertyIds(db: Db, operator: SignedInOperator): Promise<number[] | 'all'> {
  if (operator.role === 'admin') return 'all'
  const rows = operator.role === 'owner'
    ? await db.select({ id: properties.id }).from(properties).where(eq(properties.ownerOperatorId, operator.id))
    : await db.select({ id: operatorProperties.propertyId }).from(operatorProperties).where(eq(operatorProperties.operatorId, operator.id))
  return rows.map((r) => r.id).sort((a, b) => a - b)
}
