import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import * as endpoints from '@basera/contract/endpoints'
import { openPglite, rowsOf, type Database, type Db } from '../db/client.ts'
import { backup, BackupError, restore, type BackupTarget } from '../db/backup.ts'
import { tenantForm } from './support/catalogue.ts'
import { freshPostgresDatabase, testAppOn } from './support/postgres.ts'

// npm run db:backup / db:restore: a backup taken, data changed after it, the backup restored: every booking,
// tenant and profile is as it was at the backup. A restore into a database with data refuses without --replace.

const TENANT = endpoints.addTenant
const BOOK = endpoints.bookRoom
const PROFILE = endpoints.updateLeadProfile
const postgresUrl = inject('reliabilityPostgresUrl')
const dir = mkdtempSync(path.join(tmpdir(), 'basera-reliability-backup-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** Everything a user made: bookings, tenants, profiles, and the rooms their bookings hold. */
async function userData(db: Db): Promise<unknown> {
  const table = async (query: ReturnType<typeof sql>) => (await rowsOf<{ rows: unknown }>(db, query))[0]?.rows
  return {
    bookings: await table(sql`select json_agg(t order by t.id) as rows from bookings t`),
    tenants: await table(sql`select json_agg(t order by t.id) as rows from tenants t`),
    leads: await table(sql`select json_agg(t order by t.id) as rows from leads t`),
    rooms: await table(sql`select json_agg(json_build_array(id, available_rooms) order by id) as rows from room_options`),
  }
}

/** Signs people in, fills their profiles and books a room for each through the API. */
async function makeBookings(database: Database, people: number, tag: string): Promise<void> {
  // the app must not close the database: the caller goes on with it; a listed property that admits women (tenantForm's gender)
  const t = await testAppOn({ ...database, close: async () => undefined })
  const [{ id }] = await rowsOf<{ id: number | string }>(database.db, sql`select o.property_id as id from room_options o join properties p on p.id = o.property_id where o.available_rooms > 5 and p.gender_mask & 2 <> 0 and p.listed order by o.id limit 1`) as [{ id: number | string }]
  for (let i = 0; i < people; i++) {
    const { token, leadId } = await t.signIn()
    expect((await t.post(PROFILE, { leadId, full_name: `${tag} ${i}`, email: `${tag.toLowerCase()}${i}@example.in` }, token)).statusCode).toBe(200)
    const tenant = await t.post(TENANT, { ...tenantForm, fullName: `${tag} tenant ${i}` }, token)
    expect(tenant.statusCode, tenant.body).toBe(200)
    const booking = await t.post(BOOK, { tenant_id: tenant.json().tenant_id, property_id: Number(id) }, token)
    expect(booking.statusCode, booking.body).toBe(200)
  }
  await t.app.close()
}

async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl })
  await admin.connect()
  try { await admin.query(statement) } finally { await admin.end() }
}

describe('embedded database (server stopped)', () => {
  const target: BackupTarget = { kind: 'pglite', dir: path.join(dir, 'data/pglite') }
  const file = path.join(dir, 'embedded.backup')

  it('backs up, and a restore brings back every booking, tenant and profile as at the backup', async () => {
    // a migrated, seeded folder from the run's test database (initdb in a new folder takes many seconds here)
    mkdirSync(path.dirname(target.dir), { recursive: true })
    const seeded = new PGlite(target.dir, { loadDataDir: new Blob([await readFile(inject('pgliteDumpPath'))]) })
    await seeded.waitReady
    await seeded.close()
    const first = await openPglite(target.dir)
    await makeBookings(first, 3, 'Before')
    const atBackup = await userData(first.db)
    await first.close()
    await backup(target, file)

    const later = await openPglite(target.dir)
    await makeBookings(later, 2, 'After')
    expect(await userData(later.db)).not.toEqual(atBackup)
    await later.close()

    await expect(restore(target, file, { replace: false })).rejects.toThrow(BackupError)
    await restore(target, file, { replace: true })
    const restored = await openPglite(target.dir)
    expect(await userData(restored.db)).toEqual(atBackup)
    await restored.close()

    // and into an empty folder, as on a new machine
    const elsewhere: BackupTarget = { kind: 'pglite', dir: path.join(dir, 'other/pglite') }
    await restore(elsewhere, file, { replace: false })
    const copy = await openPglite(elsewhere.dir)
    expect(await userData(copy.db)).toEqual(atBackup)
    await copy.close()
  })

  it('refuses a file that is not a backup, and a PostgreSQL backup for the embedded database', async () => {
    await expect(restore(target, path.join(dir, 'missing.backup'), { replace: true })).rejects.toThrow('No backup file')
    await expect(restore(target, new URL(import.meta.url).pathname, { replace: true })).rejects.toThrow('is not a Basera backup')
  })
})

describe.skipIf(!postgresUrl)('PostgreSQL (backed up while serving)', () => {
  it('backs up, and a restore brings back every booking, tenant and profile as at the backup', async () => {
    const database = await freshPostgresDatabase(postgresUrl)
    const emptyName = `basera_reliability_restore_${randomBytes(4).toString('hex')}`
    try {
      const target: BackupTarget = { kind: 'postgres', url: database.url }
      const file = path.join(dir, 'postgres.backup')
      await makeBookings(database, 3, 'Before')
      const atBackup = await userData(database.db)
      await backup(target, file)
      await makeBookings(database, 2, 'After')
      expect(await userData(database.db)).not.toEqual(atBackup)

      await expect(restore(target, file, { replace: false })).rejects.toThrow('The database is not empty: restore with --replace to overwrite it')
      const embedded = path.join(dir, 'looks-embedded.backup')
      writeFileSync(embedded, gzipSync('not a database'))
      await expect(restore(target, embedded, { replace: true })).rejects.toThrow('not of PostgreSQL')
      await restore(target, file, { replace: true })
      expect(await userData(database.db)).toEqual(atBackup)

      // and into an empty database, as on a new server
      await onServer(`create database ${emptyName}`)
      const url = new URL(postgresUrl)
      url.pathname = `/${emptyName}`
      await restore({ kind: 'postgres', url: url.toString() }, file, { replace: false })
      const client = new pg.Client({ connectionString: url.toString() })
      await client.connect()
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from bookings')
      await client.end()
      expect(rows[0]?.n).toBe((atBackup as { bookings: unknown[] }).bookings.length)
    } finally {
      await database.close()
      await onServer(`drop database if exists ${emptyName} with (force)`)
    }
  })
})
