import { MESSAGE_TEXT_MAX, MessageEntry } from '@basera/contract/threads'
import { Button } from '../button'
import { FieldError } from '../form/field'
import { useContractForm } from '../form/use-contract-form'
import styles from './conversation.module.css'

interface ComposerStrings {
  composerLabel: string
  composerPlaceholder: string
  counter: (used: number, most: number) => string
  send: string
}

interface ComposerProps {
  strings: ComposerStrings
  busy: boolean
  /** Sends the text; resolves true when it went (the box empties), false when it did not (the text stays). */
  onSend: (text: string) => Promise<boolean>
}

/** A message box with a live count up to 1,000 characters, checked by the contract's schema as the server checks it. */
export function Composer({ strings, busy, onSend }: ComposerProps) {
  const form = useContractForm(MessageEntry, { defaultValues: { text: '' } })
  const used = form.watch('text').length
  const over = used > MESSAGE_TEXT_MAX
  const error = form.formState.errors.text?.message
  const submit = form.handleSubmit(async ({ text }) => {
    if (await onSend(text)) form.reset({ text: '' })
  })
  return (
    <form className={styles.composer} onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor="message-text" className="visually-hidden">
        {strings.composerLabel}
      </label>
      <textarea
        id="message-text"
        className={styles.box}
        rows={2}
        placeholder={strings.composerPlaceholder}
        aria-invalid={Boolean(error) || over}
        aria-describedby="message-count message-error"
        {...form.register('text')}
        onKeyDown={(e) => {
          // Enter with Ctrl or ⌘ sends, as chat boxes do; Enter alone is a new line
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit()
        }}
      />
      <div className={styles.composerRow}>
        <span id="message-count" className={over ? `${styles.count} ${styles.over}` : styles.count} aria-live="polite">
          {strings.counter(used, MESSAGE_TEXT_MAX)}
        </span>
        <Button type="submit" busy={busy}>
          {strings.send}
        </Button>
      </div>
      <FieldError id="message-error" message={error} />
    </form>
  )
}
