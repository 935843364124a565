import { localMessage } from './i18n'

interface Issue {
  path: readonly PropertyKey[]
  message: string
}

/** The first message of each form field, from a contract schema's issues (inline field errors). */
export function firstErrorPerField<Field extends string>(issues: readonly Issue[], fields: readonly Field[]): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {}
  for (const issue of issues) {
    const field = fields.find((f) => f === issue.path[0])
    if (field && !errors[field]) errors[field] = localMessage(issue.message)
  }
  return errors
}
