import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { stripEndpointSchemas } from './strip-endpoint-schemas'

const TABLE = path.resolve(import.meta.dirname, '../../contract/src/endpoints.ts')
const LISTING = path.resolve(import.meta.dirname, '../../contract/src/listing-endpoints.ts')

function transform(code: string, id = TABLE): string {
  const plugin = stripEndpointSchemas()
  const hook = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null
  const context = { error: (message: string) => { throw new Error(message) } }
  return hook.call(context, code, id)?.code ?? code
}

describe('the web build drops the endpoint table schemas', () => {
  it('keeps each call method and path and names no schema, so zod stays out of the first load', () => {
    const stripped = transform(readFileSync(LISTING, 'utf8'), LISTING)
    expect(stripped).toContain("path: '/api/leads/v1/get-property-by-id'")
    expect(stripped).toContain("operationId: 'searchProperties'")
    expect(stripped).not.toMatch(/\b(body|params|query|reply): /)
  })

  it("drops the table's re-export of the operator console's calls, so no tenant chunk reaches them", () => {
    const source = readFileSync(TABLE, 'utf8')
    expect(source).toContain("export * from './operator-endpoints.ts'")
    const stripped = transform(source)
    expect(stripped).not.toContain("from './operator-endpoints.ts'")
    expect(stripped).toContain("operationId: 'devOutbox'")
  })

  it('refuses a schema written inline, which could not be dropped with its import', () => {
    const entry = "export const x = { method: 'GET', path: '/api/x', reply: z.object({}) } as const"
    expect(() => transform(entry)).toThrow(/must name a schema/)
  })

  it('leaves every other module alone', () => {
    const code = 'export const a = { reply: Foo }'
    expect(transform(code, '/repo/contract/src/auth.ts')).toBe(code)
  })
})
