import { toNestErrors } from '@hookform/resolvers'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldError, type FieldValues, type Path, type Resolver, type UseFormProps } from 'react-hook-form'

/** A contract schema as the resolver reads it (zod 4): what the form holds and what a valid submit gives. */
interface ContractSchema<Input, Output> {
  _zod: { input: Input; output: Output }
}

/**
 * When every kit form checks: first on submit, then on every change, so an old error goes as soon as the value is
 * fixed. Not when a field is left: an error appearing then moves the button under a mouse already on its way to it,
 * and the click that was meant to submit lands beside it.
 */
export const CHECK_WHEN = { mode: 'onSubmit', reValidateMode: 'onChange' } as const

/** The one way a form is checked: the contract's schema, at the moments of CHECK_WHEN. */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>(
  schema: ContractSchema<Input, Output>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  return useForm<Input, unknown, Output>({
    ...CHECK_WHEN,
    ...options,
    resolver: zodResolver<Input, unknown, Output, ContractSchema<Input, Output>>(schema as never),
  })
}

interface Issue {
  path: readonly PropertyKey[]
  message: string
}

/**
 * A resolver for a form whose values are not the body itself (text fields, fee rows): `check` turns the
 * values into the contract's body and returns its issues; `fieldOf` names the form field of an issue's path
 * (a row's cell too: `rules.1.percent`, nested as the form's errors are).
 */
export function issuesResolver<Values extends FieldValues>(
  check: (values: Values) => readonly Issue[],
  fieldOf: (path: readonly PropertyKey[]) => Path<Values> | undefined,
): Resolver<Values> {
  return (values, _context, options) => {
    const errors: Record<string, FieldError> = {}
    for (const issue of check(values)) {
      const field = fieldOf(issue.path)
      if (field && !errors[field]) errors[field] = { type: 'contract', message: issue.message }
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: toNestErrors<Values>(errors, options) }
  }
}
