import { Redis } from 'ioredis'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../app.ts'
import type { Config } from '../../config.ts'
import { createTestApp, testConfig, type TestApp } from '../../test/helper.ts'

/** TEST_REDIS_URL with its own database number: the app's keys have fixed prefixes, so each test file takes a database. */
export function redisDatabase(baseUrl: string, db: number): string {
  const url = new URL(baseUrl)
  url.pathname = `/${db}`
  return url.toString()
}

export async function flushRedis(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await redis.connect()
    await redis.flushdb()
  } finally {
    redis.disconnect()
  }
}

export interface TwoInstances {
  one: TestApp
  two: FastifyInstance
  close: () => Promise<void>
}

/**
 * Two server instances as in a deployment behind a load balancer: one database (the first app's) and, when
 * `redisUrl` is set in the config, one Redis. Each builds its own limits, throttles and Redis client.
 */
export async function twoInstances(config: Partial<Config>): Promise<TwoInstances> {
  const one = await createTestApp({ config })
  // the first app closes the shared database
  const two = await buildApp(testConfig(config), { ...one.database, close: async () => undefined }, { now: one.clock.now })
  await two.ready()
  return {
    one,
    two,
    close: async () => {
      await two.close()
      await one.app.close()
    },
  }
}
