import type { ButtonHTMLAttributes } from 'react'
import styles from './button.module.css'

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'outline' | 'ghost'
  block?: boolean
  busy?: boolean
}

export function Button({ variant = 'primary', block = false, busy = false, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={[styles.button, styles[variant], block ? styles.block : '', className ?? ''].join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {children}
    </button>
  )
}

/** The same look for a link styled as a button. */
export const buttonClass = (variant: 'primary' | 'outline' | 'ghost' = 'primary', block = false) =>
  [styles.button, styles[variant], block ? styles.block : ''].join(' ')
