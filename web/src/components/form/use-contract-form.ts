import { toNestErrors } from '@hookform/resolvers'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldError, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormProps } from 'react-hook-form'

/** A contract schema as the resolver reads it (zod 4): what the form holds and what a valid submit gives. */
interface ContractSchema<Input, Output> {
  _zod: { input: Input; output: Output }
}

/**
 * The one way a form is checked: the contract's schema, first shown when a field is left (or on submit),
 * then again on every change, so an old error goes as soon as the value is fixed.
 */
export function useContractForm<Input extends FieldValues, Output extends FieldValues>(
  schema: ContractSchema<Input, Output>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
) {
  return useForm<Input, unknown, Output>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
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
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: toNestErrors<Values>(errors as FieldErrors, options) }
  }
}
