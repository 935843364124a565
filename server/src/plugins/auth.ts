import fp from 'fastify-plugin'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { messages } from '@basera/contract/messages'
import { API_PREFIX } from '@basera/contract/endpoint'
import type { Db } from '../db/client.ts'
import type { OperatorRole } from '@basera/contract/operator'
import { operatorSessions, operators, sessions } from '../db/schema.ts'
import { AnswerCache } from '../lib/cache.ts'
import type { Clock } from '../lib/clock.ts'
import { sha256 } from '../lib/crypto.ts'
import { AppError } from '../lib/errors.ts'

// Authorisation lives here and only here: who the caller is, and whether an id is theirs. Operators are
// their own principal beside `lead`, never mixed into it: their tokens start with OPERATOR_TOKEN_PREFIX and
// live in operator_sessions; what an operator may do to a property is modules/operator-access/policy.ts.

export interface SignedInLead {
  id: number
  sessionId: number
  /** Of the token this request came with (sign-out forgets it from the session cache). */
  tokenHash: string
}

export interface SignedInOperator {
  id: number
  role: OperatorRole
  sessionId: number
}

declare module 'fastify' {
  interface FastifyRequest {
    lead: SignedInLead | null
    operator: SignedInOperator | null
  }
}

/** Every operator token starts so: the auth hook knows which table to ask without asking both. */
export const OPERATOR_TOKEN_PREFIX = 'op_'

export const hashToken = (token: string) => sha256(token)

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/i.exec(header.trim())
  return match?.[1] ?? null
}

interface SessionLookup {
  session: { leadId: number; sessionId: number; expiresAt: number } | null
}

// a lookup is kept this long: a token revoked through another instance stops working within about
// twice this (stale lookups are served while one refresh runs); on this instance sign-out forgets it at once
const SESSION_CHECK_MS = 1000
const SESSION_CACHE_BYTES = 2 * 1024 * 1024
// a kept lookup: the key (a 64-character hash) and the small object
const LOOKUP_BYTES = 300

/**
 * Which lead a bearer token is, looked up at most once a second per token and process: a signed-in
 * read (a search, a property) then costs no statement for who is asking.
 */
export class SessionCache {
  private readonly lookups: AnswerCache<SessionLookup>

  constructor(private readonly db: Db, enabled: boolean) {
    this.lookups = new AnswerCache<SessionLookup>({ ttlMs: enabled ? SESSION_CHECK_MS : 0, maxBytes: SESSION_CACHE_BYTES, sizeOf: () => LOOKUP_BYTES })
  }

  async find(token: string, now: Date): Promise<SignedInLead | null> {
    const tokenHash = hashToken(token)
    const { session } = await this.lookups.get(tokenHash, () => this.lookUp(tokenHash, now))
    return session && session.expiresAt > now.getTime() ? { id: session.leadId, sessionId: session.sessionId, tokenHash } : null
  }

  forget(lead: SignedInLead): void {
    this.lookups.delete(lead.tokenHash)
  }

  private async lookUp(tokenHash: string, now: Date): Promise<SessionLookup> {
    const rows = await this.db
      .select({ id: sessions.id, leadId: sessions.leadId, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .limit(1)
    const row = rows[0]
    return { session: row ? { leadId: row.leadId, sessionId: row.id, expiresAt: row.expiresAt.getTime() } : null }
  }
}

/** preHandler-style hook for routes of a lead's own data: 401 without a valid token. */
async function requireLead(request: FastifyRequest): Promise<void> {
  if (!request.lead) throw new AppError(401, messages.unauthorized)
}

/** Operator calls: 401 without a valid operator token (a tenant's token included). */
async function requireOperator(request: FastifyRequest): Promise<void> {
  if (!request.operator) throw new AppError(401, messages.unauthorized)
}

/** The signed-in operator, for a route guarded by `requireOperator`. */
export function currentOperator(request: FastifyRequest): SignedInOperator {
  if (!request.operator) throw new AppError(401, messages.unauthorized)
  return request.operator
}

/**
 * The operator of a token, asked of the database on every call: operators are few, and a revoked
 * session or a changed role must count at once.
 */
async function findOperator(db: Db, token: string, now: Date): Promise<SignedInOperator | null> {
  const rows = await db
    .select({ sessionId: operatorSessions.id, id: operators.id, role: operators.role })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    // a removed team member's tokens stop at once, whatever sessions they still hold
    .where(and(eq(operatorSessions.tokenHash, hashToken(token)), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, now), isNull(operators.removedAt)))
    .limit(1)
  return rows[0] ?? null
}

/** The signed-in lead, for a route guarded by `requireLead`. */
export function currentLead(request: FastifyRequest): SignedInLead {
  if (!request.lead) throw new AppError(401, messages.unauthorized)
  return request.lead
}

/**
 * A lead-scoped id from a body (`leadId`, `lead_profile_id`) must be the token's lead.
 * On public routes (no token) the id is ignored: nothing personal is answered without a token.
 * Returns the lead the request acts for, or null when signed out.
 */
export function actingLead(request: FastifyRequest, claimedLeadId: number | undefined): number | null {
  if (!request.lead) return null
  if (claimedLeadId !== undefined) assertOwner(request.lead.id, claimedLeadId)
  return request.lead.id
}

/** Same check for a signed-in route: 401 without a token, 403 for another lead's id. */
export function ownLead(request: FastifyRequest, claimedLeadId: number | undefined): number {
  const lead = currentLead(request)
  if (claimedLeadId !== undefined) assertOwner(lead.id, claimedLeadId)
  return lead.id
}

/** A record (tenant, booking, ...) owned by `ownerLeadId` may be used only by that lead. */
export function assertOwner(leadId: number, ownerLeadId: number): void {
  if (leadId !== ownerLeadId) throw new AppError(403, messages.forbidden)
}

async function authPlugin(app: FastifyInstance, options: { sessions: SessionCache; db: Db; now: Clock }) {
  app.decorateRequest('lead', null)
  app.decorateRequest('operator', null)
  app.decorate('accessGuards', { lead: requireLead, operator: requireOperator })
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(API_PREFIX)) return
    const token = bearerToken(request)
    if (!token) return
    if (token.startsWith(OPERATOR_TOKEN_PREFIX)) request.operator = await findOperator(options.db, token, options.now())
    // a tenant token is random base64url and may begin like an operator's: it is still looked up as a lead's
    if (!request.operator) request.lead = await options.sessions.find(token, options.now())
  })
}

export const auth = fp(authPlugin, { name: 'auth' })
