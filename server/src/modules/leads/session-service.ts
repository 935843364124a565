import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions } from '../../db/schema.ts'
import { randomToken } from '../../lib/crypto.ts'
import { hashToken } from '../../plugins/auth.ts'

const SESSION_DAYS = 30

/** A new random bearer token; only its hash is stored, so a leaked table signs nobody in. */
export async function createSession(db: Db, leadId: number, now: Date): Promise<string> {
  const token = randomToken()
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    leadId,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
    createdAt: now,
  })
  return token
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}
