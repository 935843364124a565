import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import { OTP_DIGITS } from '@basera/contract/constants'
import { authStrings } from '../strings'
import styles from './auth-form.module.css'
import { useStrings } from '../../../lib/i18n'

interface OtpInputProps {
  digits: string[]
  onChange: (digits: string[]) => void
  /** A digit went into the last box and every box holds one: the code is ready to send. */
  onComplete?: (digits: string[]) => void
  invalid?: boolean
  describedBy?: string
}

/** Four single-digit boxes: focus moves forward on entry and back on backspace; a paste fills all. */
export function OtpInput({ digits, onChange, onComplete, invalid = false, describedBy }: OtpInputProps) {
  const authText = useStrings(authStrings)
  const refs = useRef<(HTMLInputElement | null)[]>([])
  const focus = (index: number) => refs.current[Math.max(0, Math.min(OTP_DIGITS - 1, index))]?.focus()
  // the code is the one thing to type here: the first box is ready on arrival
  useEffect(() => refs.current[0]?.focus(), [])

  const change = (next: string[], lastBoxFilled: boolean) => {
    onChange(next)
    if (lastBoxFilled && next.length === OTP_DIGITS && next.every((d) => /^\d$/.test(d))) onComplete?.(next)
  }

  const fillFrom = (start: number, text: string) => {
    const incoming = text.replace(/\D/g, '').slice(0, OTP_DIGITS - start).split('')
    if (incoming.length === 0) return
    const next = [...digits]
    incoming.forEach((d, i) => (next[start + i] = d))
    change(next, start + incoming.length === OTP_DIGITS)
    focus(start + incoming.length)
  }

  const onInput = (index: number, value: string) => {
    const clean = value.replace(/\D/g, '')
    if (clean.length > 1) {
      // autofill or a typed digit over an existing one: keep what was added
      fillFrom(clean.length >= OTP_DIGITS ? 0 : index, clean.length >= OTP_DIGITS ? clean : clean.slice(-1))
      return
    }
    const next = [...digits]
    next[index] = clean
    change(next, Boolean(clean) && index === OTP_DIGITS - 1)
    if (clean) focus(index + 1)
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey) {
      // typing the digit a box already holds fires no change event: move on anyway
      event.preventDefault()
      const next = [...digits]
      next[index] = event.key
      change(next, index === OTP_DIGITS - 1)
      focus(index + 1)
    } else if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault()
      const next = [...digits]
      next[index - 1] = ''
      onChange(next)
      focus(index - 1)
    } else if (event.key === 'ArrowLeft') focus(index - 1)
    else if (event.key === 'ArrowRight') focus(index + 1)
  }

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    const text = event.clipboardData.getData('text')
    fillFrom(text.replace(/\D/g, '').length >= OTP_DIGITS ? 0 : index, text)
  }

  return (
    <div className={styles.otp} role="group" aria-label={authText.otpGroup}>
      {Array.from({ length: OTP_DIGITS }, (_, index) => (
        <input
          key={index}
          ref={(el) => {
            refs.current[index] = el
          }}
          className={`${styles.otpBox} ${invalid ? styles.invalid : ''}`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={authText.digitLabel(index + 1)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={digits[index] ?? ''}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  )
}
