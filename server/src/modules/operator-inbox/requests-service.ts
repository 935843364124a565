import { and, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { operatorMessages, propertyLabel, type OperatorRequest, type OperatorRequestsQuery } from '@basera/contract/operator'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { leads, localities, operators, properties } from '../../db/schema.ts'
import { leadRequests } from '../../db/schema-activity.ts'
import { AppError } from '../../lib/errors.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { authorize } from '../operator-access/policy.ts'
import { propertyCondition } from '../operator-access/scope.ts'
import { recordAudit } from '../operator-audit/service.ts'
import { publishConsoleChange } from '../realtime/publish.ts'

const LIST_LIMIT = 500
// visits have their own inbox; these are the calls and interests a tenant asked for, with why
const KINDS = ['callback', 'interest'] as const
const handler = alias(operators, 'handler')

async function loadRequests(db: Db, where: SQL | undefined): Promise<OperatorRequest[]> {
  const rows = await db
    .select({
      r: leadRequests, propertyName: properties.name, localityName: localities.name, tenantName: leads.fullName, tenantPhone: leads.phoneNumber, handledByName: handler.name,
    })
    .from(leadRequests)
    .innerJoin(leads, eq(leads.id, leadRequests.leadId))
    .leftJoin(properties, eq(properties.id, leadRequests.propertyId))
    .leftJoin(localities, eq(localities.id, properties.localityId))
    .leftJoin(handler, eq(handler.id, leadRequests.handledBy))
    .where(and(inArray(leadRequests.kind, KINDS), where))
    .orderBy(desc(leadRequests.createdAt), desc(leadRequests.id))
    .limit(LIST_LIMIT)
  return rows.map(({ r, propertyName, localityName, tenantName, tenantPhone, handledByName }) => ({
    request_id: r.id,
    kind: r.kind === 'interest' ? 'interest' : 'callback',
    purpose: r.purpose,
    property_id: r.propertyId,
    property_name: propertyName,
    property_label: propertyName === null || localityName === null ? null : propertyLabel(propertyName, localityName),
    service_name: r.serviceName,
    tenant_name: tenantName,
    tenant_phone: tenantPhone,
    handled_at: r.handledAt?.toISOString() ?? null,
    handled_by_name: handledByName,
    created_at: r.createdAt.toISOString(),
  }))
}

/**
 * Callbacks and interest requests on the operator's properties. Interest in Basera's own services
 * (no property) is Basera staff's: only admins see it.
 */
export async function listRequests(db: Db, operator: SignedInOperator, query: z.output<typeof OperatorRequestsQuery>): Promise<OperatorRequest[]> {
  const scope = await propertyCondition(db, operator, leadRequests.propertyId, query.property_id)
  if (scope === 'none') return []
  const handled = query.handled === undefined ? undefined : query.handled ? isNotNull(leadRequests.handledAt) : isNull(leadRequests.handledAt)
  return loadRequests(db, and(...[scope, handled].filter((c) => c !== undefined)))
}

/** Marks a request handled (again: no change); 404 for one the operator may not see. */
export async function markHandled(db: Db, operator: SignedInOperator, requestId: number, now: Date): Promise<OperatorRequest> {
  const [row] = await db.select().from(leadRequests).where(and(eq(leadRequests.id, requestId), inArray(leadRequests.kind, KINDS)))
  if (!row) throw new AppError(404, operatorMessages.requestNotFound)
  if (row.propertyId === null) {
    if (operator.role !== 'admin') throw new AppError(404, operatorMessages.requestNotFound)
  } else {
    await authorize(db, operator, row.propertyId, 'decide', operatorMessages.requestNotFound)
  }
  if (row.handledAt === null) {
    await db.transaction(async (tx) => {
      const changed = await tx.update(leadRequests).set({ handledAt: now, handledBy: operator.id })
        .where(and(eq(leadRequests.id, requestId), isNull(leadRequests.handledAt))).returning({ id: leadRequests.id })
      if (changed.length > 0) {
        await recordAudit(tx, { operatorId: operator.id, propertyId: row.propertyId, entity: 'request', entityId: row.id, action: 'handled', at: now })
        if (row.propertyId !== null) await publishConsoleChange(tx, { propertyId: row.propertyId, topic: 'requests' })
      }
    })
  }
  const [request] = await loadRequests(db, eq(leadRequests.id, requestId))
  if (!request) throw new Error(`request ${requestId} vanished`)
  return request
}
