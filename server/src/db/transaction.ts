import type { Db } from './client.ts'
import { AppError } from '../lib/errors.ts'

/**
 * Runs `work` in a transaction. When `work` returns an AppError the transaction still commits
 * (e.g. a counted wrong try, released holds) and the error is thrown afterwards.
 */
export async function commitThenThrow<T>(db: Db, work: (tx: Db) => Promise<T | AppError>): Promise<T> {
  const result = await db.transaction((tx) => work(tx))
  if (result instanceof AppError) throw result
  return result
}
