import type { FastifyInstance } from 'fastify'

/**
 * Plain HTML forms (`application/x-www-form-urlencoded`) as a flat object of strings, in the plugin that calls it:
 * a gateway's checkout posts its outcome this way (`error[code]` stays a key of its own).
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString())))
  })
}
