import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form'

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
