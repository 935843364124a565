import { randomBytes } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sandboxGatewayObjects } from '../../db/schema-money.ts'

// The sandbox gateway's records: Razorpay-shaped JSON documents (orders, payments, refunds, transfers, reversals,
// linked accounts, stakeholders, products, and its settings) in one table, so they outlive a restart of the app
// as a real gateway's would. `parent` links a document to the one it belongs to (a payment to its order, an
// order to its receipt, a refund or transfer to its payment, a product to its account). The seed writes the
// development owners' accounts in this same shape (db/seed-payouts.ts).

export type Doc = Record<string, unknown> & { id: string; parent: string | null }

export type Kind = 'order' | 'payment' | 'refund' | 'transfer' | 'reversal' | 'account' | 'stakeholder' | 'product' | 'settings' | 'idempotency' | 'customer' | 'token'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A Razorpay-like id: `order_` and 14 letters or digits. */
export function newId(prefix: string): string {
  return `${prefix}_${Array.from(randomBytes(14), (b) => ALPHABET[b % ALPHABET.length] ?? 'A').join('')}`
}

export async function getDoc(db: Db, kind: Kind, id: string, lock = false): Promise<Doc | null> {
  const query = db.select({ data: sandboxGatewayObjects.data }).from(sandboxGatewayObjects)
    .where(and(eq(sandboxGatewayObjects.id, id), eq(sandboxGatewayObjects.kind, kind)))
  const [row] = lock ? await query.for('update') : await query
  return row ? (row.data as Doc) : null
}

export async function putDoc(db: Db, kind: Kind, doc: Doc): Promise<Doc> {
  await db.insert(sandboxGatewayObjects).values({ id: doc.id, kind, data: doc })
    .onConflictDoUpdate({ target: sandboxGatewayObjects.id, set: { data: doc } })
  return doc
}

/** The documents of `kind` under `parent`, oldest first. */
export async function childrenOf(db: Db, kind: Kind, parent: string): Promise<Doc[]> {
  const rows = await db.select({ data: sandboxGatewayObjects.data }).from(sandboxGatewayObjects)
    .where(and(eq(sandboxGatewayObjects.kind, kind), sql`${sandboxGatewayObjects.data}->>'parent' = ${parent}`))
    .orderBy(asc(sandboxGatewayObjects.createdAt), asc(sandboxGatewayObjects.id))
  return rows.map((r) => r.data as Doc)
}

/** What POST /sandbox-gateway/v1/test/settings sets: a gateway in trouble, on purpose. */
export interface SandboxSettings {
  /** Webhooks are not sent at all (reconciliation must find the payment). */
  drop_webhooks: boolean
  /** Webhooks go this long after the event. */
  delay_webhooks_ms: number
  /** Every REST call answers 500 (the test hooks and the checkout page still work). */
  fail_api: boolean
  /** Every REST call answers this late (an extension: a gateway that times out). */
  api_delay_ms: number
  /** Every recurring (AutoPay) debit fails, as a tenant's empty account would (an extension). */
  fail_recurring: boolean
}

const DEFAULT_SETTINGS: SandboxSettings = { drop_webhooks: false, delay_webhooks_ms: 0, fail_api: false, api_delay_ms: 0, fail_recurring: false }

export async function readSettings(db: Db): Promise<SandboxSettings> {
  const doc = await getDoc(db, 'settings', 'settings')
  const { id: _id, parent: _parent, ...stored } = doc ?? { id: '', parent: null }
  return { ...DEFAULT_SETTINGS, ...(stored as Partial<SandboxSettings>) }
}

export async function writeSettings(db: Db, changes: Partial<SandboxSettings>): Promise<SandboxSettings> {
  const settings = { ...(await readSettings(db)), ...changes }
  await putDoc(db, 'settings', { id: 'settings', parent: null, ...settings })
  return settings
}
