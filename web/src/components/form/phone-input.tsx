import type { InputHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { normalisePhoneInput } from '@basera/contract/phone'

type PhoneInputProps = { registration: UseFormRegisterReturn } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'onChange' | 'onBlur' | 'name'>

/**
 * A kit field for an Indian mobile number: '+91 98765 01234' typed or pasted becomes 9876501234, and letters never
 * stay on screen. No maxLength: the browser would cut a pasted number before its country code and spaces go;
 * normalisePhoneInput keeps at most the number's 10 digits.
 */
export function PhoneInput({ registration, ...props }: PhoneInputProps) {
  return (
    <input
      autoComplete="off"
      {...props}
      {...registration}
      type="tel"
      inputMode="numeric"
      onChange={(event) => {
        event.target.value = normalisePhoneInput(event.target.value)
        void registration.onChange(event)
      }}
    />
  )
}
