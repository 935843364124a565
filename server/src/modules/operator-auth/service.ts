import { and, eq, isNull } from 'drizzle-orm'
import type { Operator } from '@basera/contract/operator'
import { messages } from '@basera/contract/messages'
import type { LoginReply } from '@basera/contract/auth'
import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { operatorSessions, operators } from '../../db/schema.ts'
import { randomToken } from '../../lib/crypto.ts'
import { AppError } from '../../lib/errors.ts'
import { hashToken, OPERATOR_TOKEN_PREFIX, type SignedInOperator } from '../../plugins/auth.ts'
import { issueSignInCode, verifySignInCode } from '../leads/otp-service.ts'
import { visiblePropertyIds } from '../operator-access/policy.ts'

const SESSION_DAYS = 30

type OperatorRow = typeof operators.$inferSelect

/** The operator of a number, while they are on a team (a removed one gets the uninvited answer). */
async function operatorByPhone(db: Db, phone: string): Promise<OperatorRow | undefined> {
  const rows = await db.select().from(operators).where(and(eq(operators.phoneNumber, phone), isNull(operators.removedAt))).limit(1)
  return rows[0]
}

/**
 * Sends a console sign-in code to an invited number. A number nobody invited gets the same answer
 * (and the same resend clock) but no code, so the call does not tell who is an operator.
 */
export async function startOperatorSignIn(ctx: AppContext, phone: string): Promise<LoginReply> {
  const invited = (await operatorByPhone(ctx.db, phone)) !== undefined
  return issueSignInCode(ctx, phone, 'operator', invited)
}

/** Checks the code and opens an operator session; its token is of the operator kind (OPERATOR_TOKEN_PREFIX). */
export async function verifyOperatorSignIn(ctx: AppContext, phone: string, code: string): Promise<{ operator: OperatorRow; token: string }> {
  return verifySignInCode(ctx, phone, code, 'operator', async (tx, now) => {
    const operator = await operatorByPhone(tx, phone)
    // a code exists only for an invited number; one removed since then signs in no more
    if (!operator) throw new AppError(400, messages.otpVerificationFailed)
    const token = `${OPERATOR_TOKEN_PREFIX}${randomToken()}`
    await tx.insert(operatorSessions).values({
      tokenHash: hashToken(token),
      operatorId: operator.id,
      expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
      createdAt: now,
    })
    return { operator, token }
  })
}

export async function endOperatorSession(db: Db, operator: SignedInOperator, now: Date): Promise<void> {
  await db.update(operatorSessions).set({ revokedAt: now })
    .where(and(eq(operatorSessions.id, operator.sessionId), isNull(operatorSessions.revokedAt)))
}

export async function describeOperator(db: Db, operator: SignedInOperator): Promise<Operator> {
  const [row] = await db.select().from(operators).where(eq(operators.id, operator.id))
  if (!row) throw new AppError(401, messages.unauthorized)
  const visible = await visiblePropertyIds(db, operator)
  return { operator_id: row.id, name: row.name, role: row.role, phone: row.phoneNumber, property_ids: visible === 'all' ? [] : visible }
}
