import fp from 'fastify-plugin'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { API_DOCS_PATH } from '@basera/contract/endpoint'

const DESCRIPTION = `The Basera API: every call of the original client (same paths, fields and spellings, e.g.
\`tanant\`, \`mentinance_amount\`) plus the calls the spec only named.

Authorisation: \`Authorization: Bearer <accessToken>\` from verify-otp. Calls on a lead's own data need it
(401 without, 403 for another lead's ids). Public calls (localities, search, property, room options,
similar, content, events, contact, home sections) accept it optionally; a \`leadId\` sent with a token must
be the token's lead.

Errors always answer \`{ "message": "..." }\` with the user-visible text.

Generic service call: \`POST /api/leads/v1/service-call\` with \`service_name\` VIEW_PROFILE,
PROPERTY_DETAIL (\`params.PROPERTY_ID\`) or LOGIN (\`params.MOBILE_NO\`); answers \`{ success, data: [item] }\`.`

/** OpenAPI document from the routes' zod schemas, browsable at /api/docs (served locally, no CDN). */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Basera API', description: DESCRIPTION, version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    // no third-party hosts at run time: Swagger UI's online validator badge stays off
    uiConfig: { validatorUrl: null },
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/\s*validator\.swagger\.io/, '').replace(/\s*upgrade-insecure-requests;?/, ''),
  })
}

export const openapi = fp(openapiPlugin, { name: 'openapi' })
