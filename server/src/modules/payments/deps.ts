import type { FastifyBaseLogger } from 'fastify'
import type { PaymentsConfig } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { PaymentGateway } from './gateway.ts'
import type { MoneyMetrics } from './metrics.ts'

/** What the payments services work with: built once in routes.ts. */
export interface PaymentsDeps {
  db: Db
  gateway: PaymentGateway
  metrics: MoneyMetrics
  config: PaymentsConfig
  log: FastifyBaseLogger
  now: Clock
  /** Gateway actions were queued: carry them out soon (in the background), not at the next run of the money job. */
  kick: () => void
  /** Keeps background work (a webhook's processing) known, so closing the app waits for it. */
  background: (work: Promise<unknown>) => void
}
