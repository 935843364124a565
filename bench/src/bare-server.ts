import Fastify from 'fastify'

// The ceiling for this machine: a Fastify route that answers a constant, in its own process like the real server.
const port = Number(process.env.PORT)
const app = Fastify({ logger: false })
const answer = { success: true, message: 'constant' }
app.get('/bare', async () => answer)
await app.listen({ port, host: '127.0.0.1' })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)))
