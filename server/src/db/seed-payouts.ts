import { inArray } from 'drizzle-orm'
import type { Db } from './client.ts'
import { operators } from './schema.ts'
import { payoutAccounts, sandboxGatewayObjects } from './schema-money.ts'

/**
 * Development data (README "Payments"): owners 7000000011 and 7000000012 have active payout accounts at the
 * sandbox gateway, so their properties' room options with a token ask for it; 7000000013 has none, so theirs
 * take free requests. The sandbox's records are written beside ours, in the shape the sandbox gateway keeps
 * (modules/sandbox-gateway/store.ts): a linked account and its `route` product, activated.
 * Does nothing for an owner who has a payout account already.
 */
export async function seedPayoutAccounts(db: Db): Promise<void> {
  const owners = await db.select({ id: operators.id, phone: operators.phoneNumber, name: operators.name }).from(operators)
    .where(inArray(operators.phoneNumber, ['7000000011', '7000000012']))
  for (const [i, owner] of owners.entries()) {
    const accountId = `acc_Seed${owner.id}Owner`
    const productId = `acc_prd_Seed${owner.id}Route`
    const inserted = await db.insert(payoutAccounts).values({
      operatorId: owner.id, legalName: `${owner.name} Rentals`, businessType: 'individual', pan: `ABCDE${1230 + i}F`, accountLast4: `${4321 + i}`,
      ifsc: 'HDFC0001234', email: `owner${owner.phone}@example.in`, gatewayAccountId: accountId, gatewayProductId: productId, status: 'activated',
    }).onConflictDoNothing().returning({ id: payoutAccounts.operatorId })
    if (!inserted[0]) continue
    await db.insert(sandboxGatewayObjects).values([
      { id: accountId, kind: 'account', data: { id: accountId, entity: 'account', type: 'route', status: 'created', email: `owner${owner.phone}@example.in`, legal_business_name: `${owner.name} Rentals`, parent: null } },
      { id: productId, kind: 'product', data: { id: productId, product_name: 'route', account_id: accountId, activation_status: 'activated', parent: accountId } },
    ]).onConflictDoNothing()
  }
}
