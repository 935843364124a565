import { sql } from 'drizzle-orm'
import { loadConfig } from '../config.ts'
import { openDatabase } from './client.ts'
import { migrate } from './migrate.ts'
import { hasProperties, seedSampleData } from './seed.ts'

// npm run db:seed            seeds sample data when the database has no properties
// npm run db:seed -- --reset  wipes every table first (development data only!)
const config = loadConfig()
const reset = process.argv.includes('--reset')
const database = await openDatabase(config)
try {
  await migrate(database)
  if (reset) {
    await database.db.execute(sql`
      truncate agreements, rent_payment_requests, bookings, tenants, lead_requests, events, shortlist, visits,
        recent_searches, contact_messages, sessions, otp_challenges, notifications, audit_log, operator_properties,
        operator_sessions, operators, leads, reviews, property_features,
        property_photos, room_options, properties, ledger_entries, ledger_transactions, money_actions, payments, payment_orders,
        webhook_events, payout_accounts, operator_notifications, sandbox_gateway_objects, rent_dues, rent_due_reminders, meter_readings restart identity cascade`)
  }
  if (!reset && (await hasProperties(database.db))) {
    console.log('The database already has properties; use --reset to replace them.')
  } else {
    const started = Date.now()
    await seedSampleData(database.db, { properties: config.seedProperties })
    console.log(`Seeded ${config.seedProperties} properties in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
} finally {
  await database.close()
}
