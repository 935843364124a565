import { randomBytes } from 'node:crypto'
import Fastify from 'fastify'

// The ceiling for this machine: a Fastify route that answers a constant, in its own process like the real server.
const port = Number(process.env.PORT)
const app = Fastify({ logger: false })
const answer = { success: true, message: 'constant' }
app.get('/bare', async () => answer)

// The ceiling for a route that answers as the search does: one of 500 different answers of a compressed 30-card
// page's size, chosen by the body. On a 2-core machine, sending different answers costs the load generator and the
// kernel about twice as much per request as sending one (a route that does nothing else: 16k req/s against 40k).
const ANSWERS = 500
const ANSWER_BYTES = 3500
const answers = Array.from({ length: ANSWERS }, () => randomBytes(ANSWER_BYTES))
app.post<{ Body: { i: number } }>('/bare-answers', (request, reply) =>
  reply.type('application/octet-stream').send(answers[request.body.i % ANSWERS]))
await app.listen({ port, host: '127.0.0.1' })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)))
