import fp from 'fastify-plugin'
import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { messages } from '@basera/contract/messages'
import { fieldLabel, issueSentence, type IssueLike as ContractIssue } from '@basera/contract/issue-sentence'
import { AppError } from '../lib/errors.ts'

const DB_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '53300'])
const DB_DOWN_TEXT = /connection terminated|terminating connection|timeout exceeded when trying to connect|pglite is closed|connection refused|pool after calling end|Client has encountered a connection error/i

/** Walks the cause chain (drizzle wraps driver errors) looking for "the database is not there". */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false
    const code = 'code' in e ? String(e.code) : ''
    if (DB_DOWN_CODES.has(code) || code.startsWith('08')) return true
    if (e instanceof Error && DB_DOWN_TEXT.test(e.message)) return true
    if (e instanceof AggregateError && e.errors.some(isDatabaseUnavailable)) return true
    e = 'cause' in e ? e.cause : undefined
  }
  return false
}

/**
 * The database refused a value the schemas let through (SQLSTATE class 22, "data exception": a number past
 * the integer range, year 0, a NUL character): bad input, so 400 like any other.
 */
function databaseRefusedValue(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = 'code' in e ? String(e.code) : ''
    if (/^22[0-9A-Z]{3}$/.test(code)) return code
    e = 'cause' in e ? e.cause : undefined
  }
  return null
}

const FRAMEWORK_MESSAGES: Partial<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: messages.bodyTooLarge,
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body length does not match its Content-Length',
}

interface IssueLike {
  code?: string
  message: string
  values?: unknown[]
  errors?: IssueLike[][]
  path?: PropertyKey[]
}

/**
 * The issue of a union that explains the most. A union ("number or digits", "'' or a gender") reports
 * "Invalid input"; a branch's own rule (or its list of choices) is the useful one.
 */
function unionIssue(branches: IssueLike[][]): IssueLike | undefined {
  const issues = branches.flat().flatMap((i) => {
    if (i.code !== 'invalid_union' || !i.errors) return [i]
    const inner = unionIssue(i.errors)
    return inner ? [{ ...inner, path: [...(i.path ?? []), ...(inner.path ?? [])] }] : [i]
  })
  const specific = issues.find((i) => i.code !== 'invalid_type' && i.code !== 'invalid_value' && i.code !== 'invalid_union')
  return specific ?? issues.find((i) => i.code === 'invalid_value' && (i.values?.length ?? 0) > 1) ?? issues.find((i) => i.code !== 'invalid_type') ?? issues[0]
}

const MISSING = /received undefined$/
function isMissing(first: { keyword: string; message?: string; params: Record<string, unknown> }): boolean {
  if (first.keyword === 'invalid_type') return MISSING.test(first.message ?? '')
  if (first.keyword !== 'invalid_union' || !Array.isArray(first.params.errors)) return false
  return (first.params.errors as IssueLike[][]).flat().every((i) => i.code === 'invalid_type' && MISSING.test(i.message))
}

interface ValidationItem { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }

/**
 * The issue as zod reported it (fastify-type-provider-zod keeps its fields in `params`), path steps as zod had
 * them; for a union, its most telling branch issue at the union's place.
 */
function issueOf(item: ValidationItem): ContractIssue {
  const path = item.instancePath.split('/').filter(Boolean).map((step) => (/^\d+$/.test(step) ? Number(step) : step))
  if (item.keyword === 'invalid_union' && Array.isArray(item.params.errors)) {
    const branch = unionIssue(item.params.errors as IssueLike[][])
    if (branch) return { ...branch, path: [...path, ...(branch.path ?? [])] }
  }
  return { ...item.params, code: item.keyword, message: item.message, path }
}

function validationMessage(first: ValidationItem | undefined): string {
  // a missing or non-object body has no field to blame: say so plainly instead of zod's wording
  if (!first || first.instancePath === '/') return messages.invalidRequest
  if (isMissing(first)) {
    const field = first.instancePath.split('/').pop() ?? ''
    return field === 'propertyId' || field === 'property_id' ? messages.propertyIdRequired : `${fieldLabel(field)} is required.`
  }
  // a rule of ours says its own sentence; the library's wording ("Too big: expected number to be <=10000000")
  // never reaches a person: the sentence names the field instead
  return issueSentence(issueOf(first)) ?? messages.invalidRequest
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'statusCode' in error && typeof error.statusCode === 'number'
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof AppError) return reply.status(error.status).send({ message: error.message, ...error.extra })
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: validationMessage(error.validation[0]) })
    }
    const refused = databaseRefusedValue(error)
    if (refused) {
      // the code only: the failed query's parameters may hold phone numbers
      request.log.warn({ sqlstate: refused }, 'the database refused a value')
      return reply.status(400).send({ message: messages.invalidRequest })
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable')
      return reply.status(503).send({ message: messages.serviceUnavailable })
    }
    if (isFastifyError(error) && !isResponseSerializationError(error) && error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
      const message = (error.code && FRAMEWORK_MESSAGES[error.code]) || error.message || messages.invalidRequest
      return reply.status(error.statusCode).send({ message })
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ message: messages.internalError })
  })
}

export const errors = fp(errorsPlugin, { name: 'errors' })
