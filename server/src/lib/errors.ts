export type AppErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503

/**
 * The one error type services (and db/ and lib/ helpers) throw; the error plugin
 * (plugins/errors.ts) turns it into status + { message, ...extra }.
 */
export class AppError extends Error {
  constructor(
    readonly status: AppErrorStatus,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}
