import type { ServerResponse } from 'node:http'
import { and, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { ConsoleChange } from '@basera/contract/realtime'
import { CONSOLE_CHANGE_EVENT } from '@basera/contract/realtime'
import type { Db } from '../../db/client.ts'
import { operators, operatorSessions, properties } from '../../db/schema.ts'
import { operatorProperties } from '../../db/schema-operator.ts'
import type { Clock } from '../../lib/clock.ts'
import type { SignedInOperator } from '../../plugins/auth.ts'
import { mayAct } from '../operator-access/policy.ts'

// The consoles open on this instance, and who of them hears a change: an operator who may view the property
// (the one policy: its owner, a manager given it, an admin). A change costs one query however many are open.

interface OpenStream {
  operator: SignedInOperator
  response: ServerResponse
}

/** One SSE frame: `event` and `data` lines, a blank line to end it. */
const frame = (event: string, data: string) => `event: ${event}\ndata: ${data}\n\n`

export class ConsoleStreams {
  private readonly open = new Set<OpenStream>()

  constructor(private readonly db: Db, private readonly now: Clock, private readonly log: FastifyBaseLogger) {}

  get size(): number {
    return this.open.size
  }

  /** Keeps `response` open for `operator`'s changes until it closes; returns what forgets it. */
  add(operator: SignedInOperator, response: ServerResponse): () => void {
    const stream = { operator, response }
    this.open.add(stream)
    return () => this.open.delete(stream)
  }

  /** A payload heard on the channel, to every open console whose operator may view its property. */
  async deliver(payload: string): Promise<void> {
    if (this.open.size === 0) return
    const change = parseChange(payload)
    if (!change) {
      this.log.warn({ payload: payload.slice(0, 200) }, 'realtime: a change that is not a ConsoleChange was ignored')
      return
    }
    const { owner, managers } = await this.operatorsOf(change.property_id)
    const data = frame(CONSOLE_CHANGE_EVENT, JSON.stringify(change))
    for (const { operator, response } of this.open) {
      const relation = owner === operator.id ? 'owner' : managers.has(operator.id) ? 'granted' : 'none'
      if (mayAct(operator.role, relation, 'view')) response.write(data)
    }
  }

  /** Changes may have been missed (the listener reconnected): every console refreshes what it shows. */
  resync(): void {
    for (const { response } of this.open) response.write(frame('resync', '{}'))
  }

  /**
   * A comment line keeps proxies from closing a quiet stream; a console whose session ended meanwhile (signed out,
   * revoked, removed from the team) is closed, as its next call would be refused.
   */
  async heartbeat(): Promise<void> {
    if (this.open.size === 0) return
    const sessionIds = [...new Set([...this.open].map((s) => s.operator.sessionId))]
    const live = new Set((await this.db.select({ id: operatorSessions.id }).from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(and(inArray(operatorSessions.id, sessionIds), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, this.now()), isNull(operators.removedAt))))
      .map((r) => r.id))
    for (const stream of this.open) {
      if (live.has(stream.operator.sessionId)) stream.response.write(': ping\n\n')
      else {
        this.open.delete(stream)
        stream.response.end()
      }
    }
  }

  /** The app is closing: every stream ends, so the server's close need not wait for them. */
  closeAll(): void {
    for (const { response } of this.open) response.end()
    this.open.clear()
  }

  private async operatorsOf(propertyId: number): Promise<{ owner: number | null; managers: Set<number> }> {
    const [property] = await this.db.select({ owner: properties.ownerOperatorId }).from(properties).where(eq(properties.id, propertyId))
    const granted = await this.db.select({ id: operatorProperties.operatorId }).from(operatorProperties).where(eq(operatorProperties.propertyId, propertyId))
    return { owner: property?.owner ?? null, managers: new Set(granted.map((g) => g.id)) }
  }
}

function parseChange(payload: string): ConsoleChange | null {
  try {
    const parsed = ConsoleChange.safeParse(JSON.parse(payload))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
