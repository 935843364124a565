import { and, eq } from 'drizzle-orm'
import type { TenantAddBody } from '@basera/contract/booking'
import { GENDERS } from '@basera/contract/constants'
import { messages } from '@basera/contract/messages'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { properties } from '../../db/schema.ts'
import { tenants } from '../../db/schema-activity.ts'
import { AppError } from '../../lib/errors.ts'
import { assertOwner } from '../../plugins/auth.ts'
import { admitsGender } from '../properties/cards.ts'

type TenantBody = z.output<typeof TenantAddBody>

/** Same lead + full name + contact number → the existing tenant, so a double submit adds one person. */
export async function addTenant(db: Db, leadId: number, body: TenantBody): Promise<{ tenantId: number; existing: boolean }> {
  if (body.property_id !== undefined) await assertAdmits(db, body.property_id, body.gender)
  const fullName = body.fullName.replace(/\s+/g, ' ')
  const inserted = await db
    .insert(tenants)
    .values({
      leadId,
      fullName,
      gender: body.gender,
      countryCode: body.country_code,
      contactNumber: body.contact_number,
      email: body.email,
      occupation: body.occupation,
      isB2bUser: body.is_b2b_user,
    })
    .onConflictDoNothing()
    .returning({ id: tenants.id })
  if (inserted[0]) return { tenantId: inserted[0].id, existing: false }
  const found = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.leadId, leadId), eq(tenants.fullName, fullName), eq(tenants.contactNumber, body.contact_number)))
  if (!found[0]) throw new AppError(409, messages.tenantCreationFailed)
  return { tenantId: found[0].id, existing: true }
}

/** 404 for an unknown property; 409 when the property does not admit this gender (a boys' PG never holds a bed for a woman). */
export async function assertAdmits(db: Db, propertyId: number, gender: string): Promise<void> {
  // an unpublished property takes no bookings: tenants never reach it
  const [property] = await db.select({ genderMask: properties.genderMask }).from(properties).where(and(eq(properties.id, propertyId), eq(properties.published, true)))
  if (!property) throw new AppError(404, messages.propertyNotFound)
  const known = GENDERS.find((g) => g === gender)
  if (!known || !admitsGender(property.genderMask, known)) throw new AppError(409, messages.genderNotAdmitted)
}

/** The tenant row, locked for the rest of the transaction; 404 when missing, 403 when another lead's. */
export async function lockOwnTenant(tx: Db, leadId: number, tenantId: number) {
  const rows = await tx.select().from(tenants).where(eq(tenants.id, tenantId)).for('update')
  const tenant = rows[0]
  if (!tenant) throw new AppError(404, messages.tenantNotFound)
  assertOwner(leadId, tenant.leadId)
  return tenant
}
