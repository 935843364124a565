import type { Plugin } from 'vite'

// The endpoint table (contract/src/*endpoints.ts) names each call's zod schemas beside its method and path.
// The web client never parses with them (callApi sends JSON and types the reply; the server validates), yet a
// reference from the table keeps every schema, and zod itself, in the first load. In the web build the
// schema properties are dropped from the table's entries, so a bundle keeps only the schemas a form really
// uses (phone, profile, visit ...), in that form's own chunk.
const TABLE_FILE = /[\\/]contract[\\/]src[\\/][\w-]*endpoints\.ts$/
const SCHEMA_PROPERTY = /,\s*(body|params|query|reply):\s*([^,}]+)/g
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/
// endpoints.ts re-exports the operator console's table (operator-endpoints.ts) so the server and tests see one table.
// The web's console imports that module itself; through the re-export, every tenant chunk would reach the console's
// entries and the schemas its forms use, and the bundler would move them into the tenant's first load.
const OPERATOR_REEXPORT = /^export \* from '\.\/operator-endpoints\.ts'\s*$/m

export function stripEndpointSchemas(): Plugin {
  return {
    name: 'basera:strip-endpoint-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!TABLE_FILE.test(id)) return null
      const stripped = code.replace(OPERATOR_REEXPORT, '').replace(SCHEMA_PROPERTY, (whole, property: string, value: string) => {
        // only a schema named by an import can be dropped with its import; anything else would leave a dangling value
        if (!IDENTIFIER.test(value.trim())) {
          this.error(`${id}: the ${property} of an endpoint must name a schema declared in its module, not "${value.trim()}"`)
        }
        return ''
      })
      return { code: stripped, map: null }
    },
  }
}
