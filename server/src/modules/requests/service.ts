import { and, desc, eq } from 'drizzle-orm'
import { CALLBACK_HOURS, callbackDueDate, hourText, type LeadRequest, type LeadServiceBody, type RequestCallbackBody, type RequestCallbackReply } from '@basera/contract/engagement'
import { dayText } from '@basera/contract/india-text'
import { messages } from '@basera/contract/messages'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { properties, roomOptions } from '../../db/schema.ts'
import { leadRequests } from '../../db/schema-activity.ts'
import { AppError } from '../../lib/errors.ts'
import { assertPropertyExists } from '../properties/detail-service.ts'
import { publishConsoleChange } from '../realtime/publish.ts'

type CallbackPromise = Omit<RequestCallbackReply, 'success' | 'message'>

/**
 * Who calls back and by when. The property calls when its operators see the request (it has an owner in the
 * console); otherwise, and for a request about no property, Basera support does. By the next working day.
 */
async function callbackPromise(db: Db, requestId: number, propertyId: number | undefined, now: Date): Promise<CallbackPromise> {
  const [property] = propertyId === undefined ? [] : await db.select({ name: properties.name, owner: properties.ownerOperatorId }).from(properties).where(eq(properties.id, propertyId))
  const byProperty = property !== undefined && property.owner !== null
  const callerName = byProperty ? property.name : messages.baseraSupport
  const callBy = callbackDueDate(now)
  const [from, to] = [hourText(CALLBACK_HOURS.from), hourText(CALLBACK_HOURS.to)]
  return {
    request_id: requestId,
    caller: byProperty ? 'property' : 'basera',
    caller_name: callerName,
    call_by: callBy,
    call_hours: `${from}–${to}`,
    note: messages.callbackPromise(callerName, dayText(callBy), from, to),
  }
}

/** A callback request: the purpose says what the tenant's number may be used for; the answer says who calls and by when. */
export async function requestCallback(db: Db, leadId: number, body: z.output<typeof RequestCallbackBody>, now: Date): Promise<CallbackPromise> {
  if (body.propertyId !== undefined) await assertPropertyExists(db, body.propertyId)
  if (body.room_option_id !== undefined) {
    const where = body.propertyId !== undefined
      ? and(eq(roomOptions.id, body.room_option_id), eq(roomOptions.propertyId, body.propertyId))
      : eq(roomOptions.id, body.room_option_id)
    const found = await db.select({ id: roomOptions.id }).from(roomOptions).where(where)
    if (!found[0]) throw new AppError(404, messages.roomOptionNotFound)
  }
  const [request] = await db.insert(leadRequests).values({
    leadId,
    kind: 'callback',
    purpose: body.purpose,
    propertyId: body.propertyId ?? null,
    roomOptionId: body.room_option_id ?? null,
    createdAt: now,
  }).returning({ id: leadRequests.id })
  if (!request) throw new Error('callback insert returned nothing')
  if (body.propertyId !== undefined) await publishConsoleChange(db, { propertyId: body.propertyId, topic: 'requests', kind: 'callback_requested' })
  return callbackPromise(db, request.id, body.propertyId, now)
}

/** Interest in a service, loan or help banner (the spec's lead-service call). */
export async function registerInterest(db: Db, leadId: number, body: z.output<typeof LeadServiceBody>, now: Date): Promise<void> {
  await db.insert(leadRequests).values({
    leadId, kind: 'interest', purpose: body.service_name, serviceName: body.service_name, data: body.data, createdAt: now,
  })
}

export async function listRequests(db: Db, leadId: number): Promise<LeadRequest[]> {
  const rows = await db
    .select({ r: leadRequests, propertyName: properties.name })
    .from(leadRequests)
    .leftJoin(properties, eq(properties.id, leadRequests.propertyId))
    .where(eq(leadRequests.leadId, leadId))
    .orderBy(desc(leadRequests.createdAt), desc(leadRequests.id))
    .limit(200)
  return rows.map(({ r, propertyName }) => ({
    request_id: r.id,
    kind: r.kind,
    purpose: r.purpose,
    property_id: r.propertyId,
    property_name: propertyName,
    service_name: r.serviceName,
    created_at: r.createdAt.toISOString(),
  }))
}
