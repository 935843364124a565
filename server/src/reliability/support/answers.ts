import type { z } from 'zod'
import { BODY_LIMIT_BYTES, type FuzzRequest } from './hostile.ts'

/** What a test needs of an answer, from app.inject or fetch alike. */
export interface Answer {
  statusCode: number
  body: string
}

/** Any line of a V8 stack trace ("    at fn (file.ts:12:3)"). */
const STACK_LINE = /^\s*at\s.+(:\d+:\d+\)?|\(native\)|<anonymous>\)?)\s*$/m

/** The validation library's own wording: a 4xx message is a person's sentence, never this. */
const LIBRARY_TEXT = /\bexpected\b|Too (big|small)|Invalid input/

/**
 * An error answer must be exactly { message } with a non-empty text that is a person's sentence (not the
 * validation library's wording) and no stack (a 429 may add resend_after_seconds; a refusal about one field of the
 * body may name it in `field`, so the form shows the sentence beside it).
 */
export function errorShapeProblem(body: string): string | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return `body is not JSON: ${body.slice(0, 80)}`
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return `body is not an object: ${body.slice(0, 80)}`
  const { field } = parsed as { field?: unknown }
  if (field !== undefined && (typeof field !== 'string' || !/^\w{1,40}$/.test(field))) return `field is not a field's name: ${JSON.stringify(field)}`
  const keys = Object.keys(parsed).filter((k) => k !== 'resend_after_seconds' && k !== 'field')
  if (keys.length !== 1 || keys[0] !== 'message') return `body has keys ${keys.join(', ')}`
  const message = (parsed as { message: unknown }).message
  if (typeof message !== 'string' || message.trim() === '') return 'message is empty'
  if (LIBRARY_TEXT.test(message)) return `the validation library's text, not a sentence: ${message}`
  if (STACK_LINE.test(message) || /\n\s+at\s/.test(body)) return `stack trace in the body: ${body.slice(0, 120)}`
  return null
}

function isPoisoned(root: unknown): boolean {
  const stack = [root]
  while (stack.length) {
    const node = stack.pop()
    if (!node || typeof node !== 'object') continue
    if (Object.hasOwn(node, '__proto__')) return true
    const ctor = Object.hasOwn(node, 'constructor') ? (node as { constructor: unknown }).constructor : undefined
    if (ctor && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) return true
    stack.push(...(Object.values(node) as unknown[]))
  }
  return false
}

/** Fastify's query string parsing: a repeated key becomes an array. */
function parseQuery(query: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [k, v] of new URLSearchParams(query)) {
    const had = out[k]
    out[k] = had === undefined ? v : [...(Array.isArray(had) ? had : [had]), v]
  }
  return out
}

/**
 * The status the server must refuse this request with (415 wrong content type, 413 too large, 400 bad JSON,
 * poisoned JSON or a body the route's schema rejects), or null when the input is valid for the schema.
 */
export function expectedRefusal(schema: z.ZodType, req: FuzzRequest): 400 | 413 | 415 | null {
  if (req.kind === 'query') return schema.safeParse(parseQuery(req.query ?? '')).success ? null : 400
  if (!req.contentType || !/^application\/json\s*(;|$)/i.test(req.contentType)) return 415
  let text = req.payload ?? ''
  if (Buffer.byteLength(text) > BODY_LIMIT_BYTES) return 413
  // Fastify's JSON parser drops a byte order mark
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
  if (text.trim() === '') return 400
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return 400
  }
  if (isPoisoned(parsed)) return 400
  return schema.safeParse(parsed).success ? null : 400
}

/** Null when the answer is right: refused with the expected status and { message }, never a 5xx. */
export function answerProblem(expected: number | null, res: Answer): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 120)}`
  if (expected !== null && res.statusCode !== expected) return `expected ${expected}, answered ${res.statusCode}: ${res.body.slice(0, 120)}`
  return res.statusCode >= 400 ? errorShapeProblem(res.body) : null
}
