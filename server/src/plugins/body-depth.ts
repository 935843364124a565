import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import { messages } from '@basera/contract/messages'
import { AppError } from '../lib/errors.ts'

/** No API body nests anywhere near this deep; bodies thousands of levels deep overflow the JSON encoder's stack. */
const MAX_BODY_DEPTH = 32

/** True when `value` has arrays or objects nested deeper than `max` (walked without recursion). */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [node, depth] = item
    if (node === null || typeof node !== 'object') continue
    if (depth >= max) return true
    for (const child of Object.values(node)) stack.push([child, depth + 1])
  }
  return false
}

/** Refuses too deeply nested bodies before validation, like any other bad input: 400 { message }. */
async function bodyDepthPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (nestsDeeperThan(request.body, MAX_BODY_DEPTH)) throw new AppError(400, messages.invalidRequest)
  })
}

export const bodyDepth = fp(bodyDepthPlugin, { name: 'body-depth' })
