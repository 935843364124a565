import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { operators, properties } from './schema.ts'

// What the operator side keeps besides its users: which properties a manager was given, and who changed what.
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** A manager's grant to run a property (an owner's own properties are `properties.owner_operator_id`). */
export const operatorProperties = pgTable(
  'operator_properties',
  {
    operatorId: integer('operator_id').notNull().references(() => operators.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').notNull().references(() => properties.id, { onDelete: 'cascade' }),
    grantedBy: integer('granted_by').references(() => operators.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'operator_properties_pk', columns: [t.operatorId, t.propertyId] }), index('operator_properties_property_idx').on(t.propertyId)],
)

/** Who changed a price, availability or a status, and when (written only through recordAudit). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id').notNull().references(() => operators.id),
    propertyId: integer('property_id').references(() => properties.id),
    entity: text('entity', { enum: ['property', 'room_option', 'photo', 'booking', 'visit', 'request', 'operator', 'review'] }).notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_property_idx').on(t.propertyId, t.id)],
)
