import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { ApiError, getErrorMessage } from '../../lib/api-client'
import { localMessage } from '../../lib/i18n'

/** Which field a server's 4xx sentence is about, when the form can tell (by the sentence or the reply's `field`). */
export type FieldOfMessage<Values extends FieldValues> = (message: string, field: string | undefined) => Path<Values> | undefined

/** The sentences of a failure the server did not word: a 5xx or empty answer (`fallback`), no connection (`network`). */
export interface UnwordedFailure {
  fallback?: string
  network?: string
}

/**
 * A failed submit shown where it belongs: on the field the server names, else as the form's own message
 * (inside the form, so inside a modal too). Offline and 5xx answers say so in a sentence (`texts`, else the
 * general one).
 */
export function showServerError<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, FieldValues>, 'setError' | 'setFocus'>,
  error: unknown,
  fieldOf?: FieldOfMessage<Values>,
  texts: UnwordedFailure = {},
): void {
  const message = getErrorMessage(error, texts.fallback, texts.network)
  const named = error instanceof ApiError && error.status >= 400 && error.status < 500 ? fieldOf?.(message, error.field) : undefined
  if (named) {
    form.setError(named, { type: 'server', message }, { shouldFocus: true })
    return
  }
  form.setError('root.server', { type: 'server', message })
}

/** A FieldOfMessage from the contract messages each field's rule can answer with (compared in the reader's language). */
export function fieldByMessage<Values extends FieldValues>(table: Partial<Record<Path<Values>, readonly string[]>>): FieldOfMessage<Values> {
  return (message, field) => {
    const entries = Object.entries(table) as Array<[Path<Values>, readonly string[]]>
    const byName = entries.find(([name]) => name === field)
    if (byName) return byName[0]
    return entries.find(([, texts]) => texts.some((text) => localMessage(text) === message))?.[0]
  }
}
