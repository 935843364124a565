import type { ReactNode } from 'react'
import { Button } from '../button'

interface SubmitButtonProps {
  busy: boolean
  children: ReactNode
  block?: boolean
  className?: string
}

/** The form's submit: busy (and not pressable twice) while the form is sent. */
export function SubmitButton({ busy, children, block = true, className }: SubmitButtonProps) {
  return (
    <Button type="submit" block={block} busy={busy} {...(className ? { className } : {})}>
      {children}
    </Button>
  )
}
