import fc from 'fast-check'
import { GENDERS } from '@basera/contract/constants'
import type { Body, Method } from './catalogue.ts'

// Generators of hostile requests: junk values in every field, wrong shapes, broken JSON, wrong content types,
// prototype poisoning, oversized and deeply nested bodies.

export const BODY_LIMIT_BYTES = 64 * 1024
const JSON_TYPE = 'application/json'

export interface FuzzRequest {
  kind: 'fields' | 'not-an-object' | 'broken-json' | 'content-type' | 'proto' | 'oversized' | 'query'
  method: Method
  payload?: string
  contentType?: string
  /** For GET: the query string (without '?'). */
  query?: string
}

const NASTY = [
  "' OR '1'='1", "1; DROP TABLE leads; --", "1' UNION SELECT token_hash FROM sessions --", '" OR ""="', "admin'--",
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '${7*7}', '{{7*7}}',
  '../../../etc/passwd', '%00', '\u0000', 'a\u0000b', '\ud800', '\udfff\ud800', '\u202eevil', '🏠🔑', 'नमस्ते दिल्ली',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇', '\r\n\t', ' ', '', 'null', 'undefined', 'NaN', 'Infinity', '-1', '0', '1e309', '0x1F',
  '9'.repeat(40), ' 9876543210 ', '9876543210\n', '98765 43210', '+919876543210', '٩٨٧٦٥٤٣٢١٠', 'GENDER_MALE ', 'constructor', 'toString',
]
/** Values that are nearly right: the edges of what the schemas accept. */
const EDGE_STRINGS = [
  '0000-01-01', '0001-01-01', '9999-12-31', '2024-02-29', '2023-02-29', '1970-01-01', '2026-13-01', '2099-12', '0000-00',
  '99999999999', '2147483648', '2147483647', '4294967296', '0', '00', '-1', '1', '9876543210', '0000000000', '9999', '0000',
  '\u0000', 'Asha\u0000Verma', '12345', '1,2,3', '5,7', '99999999,1', '0,0', ' 5 , 7 ', 'asha@example.in', 'a@b.c', 'x@okbank',
  ...GENDERS, 'GENDER_UNSPECIFIED', 'Male', 'Female', 'Student', 'Working', 'Yes', 'No', 'Morning', 'LOANS', 'Banner', 'HOMEPAGE',
  'NOTIFICATIONS', 'VIEW_PROFILE', 'LOGIN', 'PROPERTY_DETAIL', 'Delhi', 'delhi', 'NOIDA', 'Gurugram',
]
const EDGE_NUMBERS = [
  0, -0, -1, 1, 0.5, 1.5, 3, 2147483647, 2147483648, -2147483648, 4294967296, 9007199254740991, 2 ** 53 + 2, 1e21, 1e308,
  -1e308, 5e-324, 9999, 10_000, 10_000_000, 10_000_001, 1_000_000, 1_000_001, 30_000, 100_000,
]

const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer({ min: 51, max: 3000 }).map((n) => 'क'.repeat(n)) },
)
const nastyNumber = fc.oneof(fc.constantFrom(...EDGE_NUMBERS), fc.integer(), fc.double())
const key = fc.oneof(fc.constantFrom('leadId', 'tenant_id', '', ' ', 'toString', 'a.b', '$where', 'ä', 'constructor'), fc.string({ maxLength: 12 }))
  .filter((k) => k !== '__proto__')

/** A placeholder replaced by a nested array or object text (JSON.stringify would overflow the stack). */
const deepValue = fc.tuple(fc.oneof(fc.integer({ min: 2, max: 40 }), fc.constantFrom(33, 500, 5000, 8000)), fc.boolean()).map(([depth, array]) => `@@deep:${depth}:${array ? 'a' : 'o'}@@`)
const expandDeep = (text: string) => text.replace(/"@@deep:(\d+):([ao])@@"/g, (_m, n: string, t: string) =>
  t === 'a' ? `${'['.repeat(Number(n))}1${']'.repeat(Number(n))}` : `${'{"k":'.repeat(Number(n))}1${'}'.repeat(Number(n))}`)

const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyString, nastyNumber, fc.boolean(), fc.constant(null), deepValue,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(key, tie('value'), { maxKeys: 3 }),
  ),
})).value

/** Values a schema may well accept: the fuzzer checks these never break the server either. */
const edgeValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_NUMBERS) },
  { weight: 3, arbitrary: nastyString },
  { weight: 1, arbitrary: deepValue },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.constantFrom(...EDGE_STRINGS), fc.constantFrom(...EDGE_NUMBERS)), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('LEAD_ID', 'PROPERTY_ID', 'MOBILE_NO', 'Banner', 'x'), fc.oneof(fc.constantFrom(...EDGE_STRINGS), nastyNumber), { maxKeys: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
)

const DROP = Symbol('drop')

/** Top-level keys plus `outer.inner` for one level of nested objects (e.g. service-call params). */
export function fieldPaths(base: Body, shapeKeys: string[]): string[] {
  const nested = Object.entries(base).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.keys(v).map((inner) => `${k}.${inner}`) : [])
  return [...new Set([...Object.keys(base), ...shapeKeys, ...nested])]
}

function applyChanges(base: Body, changes: [string, unknown][], extra: Record<string, unknown>): Body {
  const body: Body = structuredClone({ ...base, ...extra })
  for (const [path, value] of changes) {
    const [outer, inner] = path.split('.') as [string, string | undefined]
    const target = inner === undefined ? body : (body[outer] = { ...(body[outer] as Body | undefined) })
    const name = inner ?? outer
    if (value === DROP) Reflect.deleteProperty(target, name)
    else target[name] = value
  }
  return body
}

/** The base body with some fields dropped or replaced by `values`, plus maybe a few unknown keys. */
function changedFields(base: Body, paths: string[], values: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.record({
    changes: fc.uniqueArray(fc.tuple(fc.constantFrom(...paths), fc.option(values, { nil: DROP, freq: 5 })), {
      minLength: 1, maxLength: Math.min(paths.length, 4), selector: ([path]) => path,
    }),
    extra: fc.dictionary(key, junk, { maxKeys: 1 }),
  }).map(({ changes, extra }) => expandDeep(JSON.stringify(applyChanges(base, changes, extra))))
}

const notAnObject = fc.oneof(fc.array(junk, { maxLength: 3 }), nastyString, nastyNumber, fc.boolean(), fc.constant(null))
  .map((v) => expandDeep(JSON.stringify(v)))

function brokenJson(base: Body): fc.Arbitrary<string> {
  const text = JSON.stringify(base)
  return fc.oneof(
    fc.integer({ min: 0, max: Math.max(0, text.length - 1) }).map((n) => text.slice(0, n)),
    fc.constantFrom(',', '}', ' x', ']', '\u0000', '"').map((tail) => text + tail),
    fc.constant(text.replaceAll('"', "'")),
    fc.constant(text.replace(/"(\w+)":/g, '$1:')),
    fc.constantFrom('{"leadId": NaN}', '{"leadId": undefined}', '/* c */{}', '{,}', '{"a":1,}', '[1,]', "{'a':1}", '\ufeff{}', 'nul', 'tru'),
    fc.string({ maxLength: 30 }),
  )
}

const wrongType = fc.constantFrom(
  'text/plain', 'text/html', 'text/json', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=xyz',
  'application/octet-stream', 'application/javascript', 'application/jsonp', 'application/vnd.api+json', 'image/png', undefined,
)

function poisoned(base: Body): fc.Arbitrary<string> {
  const rest = JSON.stringify(base).slice(1)
  return fc.constantFrom(
    `{"__proto__":{"isAdmin":true},${rest}`,
    `{"constructor":{"prototype":{"isAdmin":true}},${rest}`,
    `{"x":{"__proto__":{"leadId":1}},${rest}`,
  ).map((t) => t.replace(/,}$/, '}'))
}

function oversized(base: Body, paths: string[]): fc.Arbitrary<string> {
  const top = paths.filter((p) => !p.includes('.'))
  return fc.tuple(fc.constantFrom(...(top.length ? top : ['padding'])), fc.integer({ min: BODY_LIMIT_BYTES + 1, max: BODY_LIMIT_BYTES + 40_000 }))
    .map(([field, size]) => JSON.stringify({ ...base, [field]: 'x'.repeat(size) }))
}

/** Requests the route must refuse (the caller keeps only those the schema rejects, see `expectedRefusal`). */
export function malformedRequests(base: Body, paths: string[], methods: readonly Method[]): fc.Arbitrary<FuzzRequest> {
  const method = fc.constantFrom(...methods)
  const json = (kind: FuzzRequest['kind'], text: fc.Arbitrary<string>) =>
    fc.tuple(method, text).map(([m, payload]): FuzzRequest => ({ kind, method: m, payload, contentType: JSON_TYPE }))
  const kinds = [
    { weight: 3, arbitrary: json('not-an-object', notAnObject) },
    { weight: 3, arbitrary: json('broken-json', brokenJson(base)) },
    { weight: 1, arbitrary: json('proto', poisoned(base)) },
    { weight: 1, arbitrary: json('oversized', oversized(base, paths)) },
    {
      weight: 2,
      arbitrary: fc.tuple(method, wrongType, fc.constantFrom(JSON.stringify(base), 'leadId=1&propertyId=2', '<lead id="1"/>'))
        .map(([m, contentType, payload]): FuzzRequest => ({ kind: 'content-type', method: m, payload, contentType })),
    },
  ]
  if (paths.length > 0) kinds.push({ weight: 14, arbitrary: json('fields', changedFields(base, paths, junk)) })
  return fc.oneof(...kinds)
}

/** Field values near the edges of what the schema accepts (may be valid or not). */
export function edgeRequests(base: Body, paths: string[], methods: readonly Method[]): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(fc.constantFrom(...methods), changedFields(base, paths, edgeValue))
    .map(([method, payload]): FuzzRequest => ({ kind: 'fields', method, payload, contentType: JSON_TYPE }))
}

/** Query strings for a GET route: repeated, missing, unknown and junk parameters. */
export function queryRequests(name: string, values: fc.Arbitrary<unknown> = fc.oneof(nastyString, edgeValue)): fc.Arbitrary<FuzzRequest> {
  const value = values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
  return fc.array(fc.tuple(fc.constantFrom(name, name, 'x', `${name}[]`, ''), value), { maxLength: 3 })
    .map((pairs): FuzzRequest => ({ kind: 'query', method: 'GET', query: new URLSearchParams(pairs).toString() }))
}
