import { and, desc, eq, lt } from 'drizzle-orm'
import type { AuditEntry, AuditLogQuery } from '@basera/contract/operator'
import { auditSentence } from '@basera/contract/audit-sentence'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { operators } from '../../db/schema.ts'
import { auditLog } from '../../db/schema-operator.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { propertyCondition } from '../operator-access/scope.ts'
import { auditNames } from './names.ts'

export interface AuditChange {
  operatorId: number
  /** Null for changes outside any property (an invitation without properties). */
  propertyId: number | null
  entity: AuditEntry['entity']
  entityId: number
  /** The field changed (`unit_rent`, `available_rooms`, `status`) or what was done (`created`, `deleted`, `invited`). */
  action: string
  before?: unknown
  after?: unknown
  at: Date
}

/**
 * Keeps who changed what, in the same transaction as the change (so a rolled-back change leaves no
 * entry). Price, availability and status changes must all come through here.
 */
export async function recordAudit(tx: Db, change: AuditChange): Promise<void> {
  await tx.insert(auditLog).values({
    operatorId: change.operatorId,
    propertyId: change.propertyId,
    entity: change.entity,
    entityId: change.entityId,
    action: change.action,
    before: change.before ?? null,
    after: change.after ?? null,
    at: change.at,
  })
}

/** The audit log of the properties the operator sees (one property when asked), newest first; each entry with its sentence. */
export async function listAudit(db: Db, operator: SignedInOperator, query: z.output<typeof AuditLogQuery>): Promise<AuditEntry[]> {
  const scope = await propertyCondition(db, operator, auditLog.propertyId, query.property_id)
  if (scope === 'none') return []
  const conditions = [scope, query.before_id === undefined ? undefined : lt(auditLog.id, query.before_id)].filter((c) => c !== undefined)
  const rows = await db
    .select({ entry: auditLog, operatorName: operators.name })
    .from(auditLog)
    .innerJoin(operators, eq(operators.id, auditLog.operatorId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.id))
    .limit(query.limit)
  const names = await auditNames(db, rows.map(({ entry }) => entry))
  return rows.map(({ entry, operatorName }) => {
    const property = entry.propertyId === null ? null : (names.properties.get(entry.propertyId) ?? null)
    return {
      audit_id: entry.id,
      operator_id: entry.operatorId,
      operator_name: operatorName,
      property_id: entry.propertyId,
      entity: entry.entity,
      entity_id: entry.entityId,
      action: entry.action,
      before: entry.before,
      after: entry.after,
      at: entry.at.toISOString(),
      property_label: property,
      sentence: auditSentence({
        who: operatorName, entity: entry.entity, entity_id: entry.entityId, action: entry.action, before: entry.before, after: entry.after,
        property, subject: names.subjects.get(`${entry.entity}:${entry.entityId}`) ?? null,
      }),
    }
  })
}
