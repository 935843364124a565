import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'
import { OTP_RESEND_SECONDS } from '@basera/contract/constants'

/** The repo root, so DATA_DIR and WEB_DIST do not depend on the directory npm was started from. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

const intFrom = (fallback: number, min = 0) => z.coerce.number().int().min(min).default(fallback)

const EnvSchema = z.object({
  PORT: intFrom(3000, 1).pipe(z.number().max(65535)),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').optional(),
  NODE_ENV: z.string().optional(),
  SEED_PROPERTIES: intFrom(300, 1).pipe(z.number().max(200_000)),
  RATE_LIMIT_MAX: intFrom(600, 1),
  LOGIN_RATE_LIMIT_MAX: intFrom(20, 1),
  OTP_RESEND_SECONDS: intFrom(OTP_RESEND_SECONDS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMS_PROVIDER: z.enum(['dev', 'webhook']).default('dev'),
  SMS_WEBHOOK_URL: z.url().optional(),
  SMS_WEBHOOK_TOKEN: z.string().optional(),
  OTP_PEPPER: z.string().min(16, 'must be at least 16 characters').optional(),
  WEB_DIST: z.string().min(1).optional(),
  WEB_SERVER_BUILD: z.string().min(1).optional(),
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).regex(/^https?:\/\/[^/]+$/, 'must be the site\'s origin, e.g. https://basera.in (no path)').optional(),
  WEB_OTP_HOST: z.string().regex(/^[a-z0-9.-]+(:\d+)?$/i, 'must be the app\'s host name, e.g. basera.in').optional(),
  SEARCH_CACHE_MS: intFrom(500),
  SUPPORT_PHONE: z.string().regex(/^\+[1-9]\d{9,14}$/, 'must be an international number, e.g. +911140000000').optional(),
  SUPPORT_EMAIL: z.email().optional(),
  MAP_TILE_URL: z.string().regex(/^https:\/\/[^/\s]+\/\S*\{z\}\S*$/, 'must be an https tile URL with {z}/{x}/{y}').optional(),
  MAP_ATTRIBUTION: z.string().min(1).max(300).optional(),
  TRUST_PROXY: z.string().regex(/^(true|[\d.:/, a-fA-F]+)$/, 'must be true or proxy addresses (e.g. 127.0.0.1,10.0.0.0/8)').optional(),
  PAYMENT_GATEWAY: z.enum(['sandbox', 'razorpay']).optional(),
  RAZORPAY_KEY_ID: z.string().regex(/^rzp_(test|live)_\w+$|^rzp_sandbox$/, 'must be a Razorpay key id (rzp_test_… or rzp_live_…)').optional(),
  RAZORPAY_KEY_SECRET: z.string().min(8, 'must be the key secret from the Razorpay dashboard').optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters (the secret set on the webhook in the dashboard)').optional(),
  RAZORPAY_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL, e.g. https://api.razorpay.com' }).optional(),
  RAZORPAY_TIMEOUT_MS: intFrom(10_000, 100).pipe(z.number().max(120_000)),
  PAYMENT_RECONCILE_MS: intFrom(3 * 60_000, 1000).pipe(z.number().max(24 * 3_600_000)),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be the VAPID public key, base64url (npx web-push generate-vapid-keys)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be the VAPID private key, base64url (npx web-push generate-vapid-keys)').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address the push services can reach you at').optional(),
  NOTIFY_POLL_MS: intFrom(2000, 100).pipe(z.number().max(3_600_000)),
})

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  redisUrl: string | undefined
  isDevelopment: boolean
  seedProperties: number
  rateLimitMax: number
  loginRateLimitMax: number
  otpResendSeconds: number
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  sms: { provider: 'dev' } | { provider: 'webhook'; url: string; token: string | undefined }
  /** Mixed into OTP hashes, so a leaked table cannot be brute-forced offline without it. */
  otpPepper: string
  webDist: string
  /** The web app's server build (web/dist-ssr): it renders the public pages. */
  webServerBuild: string
  /** The site's public origin, for canonical links, structured data and the sitemap; null: the request's own (development). */
  publicOrigin: string | null
  /** How often cached search and home answers check whether the listings changed (both databases); 0 turns the caches off. */
  searchCacheMs: number
  /** Behind a reverse proxy: whose X-Forwarded-For to believe (per-address limits need the client's address). */
  trustProxy: boolean | string
  /**
   * Basera's own support channels, shown where a property has no contact and on Help. `placeholder`: the
   * development default (SUPPORT_PHONE / SUPPORT_EMAIL unset), which reaches nobody and says so.
   */
  support: { phone: string; email: string; placeholder: boolean }
  /** Map tiles (URL with {z}/{x}/{y}) and their attribution; null: property pages show the address card only. */
  map: { tileUrl: string; attribution: string } | null
  /** The app's host: the code's SMS ends with '@host #code' so a phone's browser can fill it in (WebOTP). */
  webOtpHost?: string
  payments: PaymentsConfig
  notify: NotifyConfig
}

/** Reaching people (modules/notify): Web Push's VAPID keys and how often the worker looks for due deliveries. */
interface NotifyConfig {
  /**
   * From VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT; null: generated once and kept in DATA_DIR in
   * development, push off in production (getPushConfig answers null).
   */
  vapid: { publicKey: string; privateKey: string; subject: string } | null
  pollMs: number
}

/** README "Payments": which gateway, its keys, and how often pending orders are asked about. */
export interface PaymentsConfig {
  /** `sandbox`: the app's own gateway under /sandbox-gateway/ (development only); `razorpay`: the real one. */
  gateway: 'sandbox' | 'razorpay'
  keyId: string
  keySecret: string
  webhookSecret: string
  /** Where the Razorpay adapter sends its calls; null: this app's own sandbox, at the address it listens on. */
  apiBase: string | null
  /** A gateway call that takes longer is abandoned (and its outcome asked again later). */
  timeoutMs: number
  /** The money job's interval, and how old a pending order must be before the gateway is asked about it. */
  reconcileMs: number
}

/** Only where the data lives: for the backup tool, which needs none of the server's other settings. */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): Pick<Config, 'dataDir' | 'databaseUrl'> {
  const parsed = EnvSchema.pick({ DATA_DIR: true, DATABASE_URL: true }).safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return { dataDir: path.resolve(REPO_ROOT, parsed.data.DATA_DIR), databaseUrl: parsed.data.DATABASE_URL }
}

const DEV_PEPPER = 'basera-development-pepper'
/** The contact push services are given for development keys (a reserved domain: it reaches nobody). */
export const DEV_VAPID_SUBJECT = 'mailto:push-not-configured@basera.example'
// development only, and visibly so: no number starts with 0 after +91 and .example is a reserved domain, so these
// reach nobody; production refuses to start without real ones
const DEV_SUPPORT = { phone: '+910000000000', email: 'support-not-configured@basera.example' }
// OpenStreetMap's public tiles are for development only: their tile policy rules out production apps
const DEV_TILES = { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' }

function mapConfig(tileUrl: string | undefined, attribution: string | undefined, isDevelopment: boolean): Config['map'] {
  if (tileUrl) return { tileUrl, attribution: attribution ?? '' }
  return isDevelopment ? DEV_TILES : null
}

/** Reads and checks the environment once; throws listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const isDevelopment = e.NODE_ENV !== 'production'
  const problems: string[] = []
  if (!isDevelopment && e.SMS_PROVIDER === 'dev') {
    problems.push('  SMS_PROVIDER: production needs a real SMS provider (set SMS_PROVIDER=webhook and SMS_WEBHOOK_URL)')
  }
  if (e.SMS_PROVIDER === 'webhook' && !e.SMS_WEBHOOK_URL) problems.push('  SMS_WEBHOOK_URL: required when SMS_PROVIDER=webhook')
  if (!isDevelopment && !e.OTP_PEPPER) problems.push('  OTP_PEPPER: required in production (at least 16 characters)')
  if (!isDevelopment && !e.PUBLIC_ORIGIN) problems.push('  PUBLIC_ORIGIN: required in production (the site\'s address, e.g. https://basera.in): canonical links and the sitemap use it')
  if (!isDevelopment && !e.SUPPORT_PHONE) problems.push('  SUPPORT_PHONE: required in production (the number tenants call, e.g. +911140000000)')
  if (!isDevelopment && !e.SUPPORT_EMAIL) problems.push('  SUPPORT_EMAIL: required in production (the address tenants write to)')
  problems.push(...paymentProblems(e, isDevelopment))
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) problems.push('  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (a pair from npx web-push generate-vapid-keys) or neither')
  if (!isDevelopment && e.VAPID_PUBLIC_KEY && !e.VAPID_SUBJECT) problems.push('  VAPID_SUBJECT: required with VAPID keys in production (mailto:you@example.in or your https:// address)')
  if (problems.length) throw new Error(`Invalid environment:\n${problems.join('\n')}`)

  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    isDevelopment,
    seedProperties: e.SEED_PROPERTIES,
    rateLimitMax: e.RATE_LIMIT_MAX,
    loginRateLimitMax: e.LOGIN_RATE_LIMIT_MAX,
    otpResendSeconds: e.OTP_RESEND_SECONDS,
    logLevel: e.LOG_LEVEL,
    sms:
      e.SMS_PROVIDER === 'webhook' && e.SMS_WEBHOOK_URL
        ? { provider: 'webhook', url: e.SMS_WEBHOOK_URL, token: e.SMS_WEBHOOK_TOKEN }
        : { provider: 'dev' },
    otpPepper: e.OTP_PEPPER ?? DEV_PEPPER,
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST ?? 'web/dist'),
    webServerBuild: path.resolve(REPO_ROOT, e.WEB_SERVER_BUILD ?? 'web/dist-ssr'),
    publicOrigin: e.PUBLIC_ORIGIN ?? null,
    searchCacheMs: e.SEARCH_CACHE_MS,
    trustProxy: e.TRUST_PROXY === undefined ? false : e.TRUST_PROXY === 'true' ? true : e.TRUST_PROXY,
    webOtpHost: e.WEB_OTP_HOST,
    support: {
      phone: e.SUPPORT_PHONE ?? DEV_SUPPORT.phone,
      email: e.SUPPORT_EMAIL ?? DEV_SUPPORT.email,
      placeholder: e.SUPPORT_PHONE === undefined || e.SUPPORT_EMAIL === undefined,
    },
    map: mapConfig(e.MAP_TILE_URL, e.MAP_ATTRIBUTION, isDevelopment),
    payments: paymentsConfig(e, isDevelopment),
    notify: {
      vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT ?? DEV_VAPID_SUBJECT }
        : null,
      pollMs: e.NOTIFY_POLL_MS,
    },
  }
}

type Env = z.infer<typeof EnvSchema>
// the sandbox's own keys: it checks them like Razorpay does, so the adapter's authentication is exercised too
const SANDBOX_KEYS = { keyId: 'rzp_sandbox', keySecret: 'sandbox-key-secret', webhookSecret: 'sandbox-webhook-secret' }

/** Production takes money only through Razorpay, with its keys and webhook secret; each missing one is named. */
function paymentProblems(e: Env, isDevelopment: boolean): string[] {
  const gateway = e.PAYMENT_GATEWAY ?? (isDevelopment ? 'sandbox' : 'razorpay')
  if (gateway === 'sandbox') return isDevelopment ? [] : ['  PAYMENT_GATEWAY: the sandbox gateway is for development only; production needs PAYMENT_GATEWAY=razorpay']
  const missing = (['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const).filter((name) => !e[name])
  return missing.map((name) => `  ${name}: required with PAYMENT_GATEWAY=razorpay (from the Razorpay dashboard)`)
}

function paymentsConfig(e: Env, isDevelopment: boolean): PaymentsConfig {
  const gateway = e.PAYMENT_GATEWAY ?? (isDevelopment ? 'sandbox' : 'razorpay')
  const common = { timeoutMs: e.RAZORPAY_TIMEOUT_MS, reconcileMs: e.PAYMENT_RECONCILE_MS }
  if (gateway === 'sandbox') {
    return {
      gateway, ...common, keyId: e.RAZORPAY_KEY_ID ?? SANDBOX_KEYS.keyId, keySecret: e.RAZORPAY_KEY_SECRET ?? SANDBOX_KEYS.keySecret,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? SANDBOX_KEYS.webhookSecret, apiBase: e.RAZORPAY_API_BASE ?? null,
    }
  }
  return {
    gateway, ...common, keyId: e.RAZORPAY_KEY_ID ?? '', keySecret: e.RAZORPAY_KEY_SECRET ?? '', webhookSecret: e.RAZORPAY_WEBHOOK_SECRET ?? '',
    apiBase: e.RAZORPAY_API_BASE ?? 'https://api.razorpay.com',
  }
}
