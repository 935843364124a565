import type { InputHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

type DigitsInputProps = {
  registration: UseFormRegisterReturn
  /** What of a typed or pasted value stays (digits only by default; a signed amount keeps a leading minus). */
  keep?: (value: string) => string
  /** Told of each new value before the form is (a form may drop a question about the old value). */
  onNewValue?: () => void
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'onChange' | 'onBlur' | 'name'>

const onlyDigits = (value: string) => value.replace(/\D/g, '')

/** A kit field for a whole number (a pincode, months, rupees): the numeric keyboard, and letters never stay on screen. */
export function DigitsInput({ registration, keep = onlyDigits, onNewValue, ...props }: DigitsInputProps) {
  return (
    <input
      {...props}
      {...registration}
      inputMode="numeric"
      onChange={(event) => {
        event.target.value = keep(event.target.value)
        onNewValue?.()
        void registration.onChange(event)
      }}
    />
  )
}
