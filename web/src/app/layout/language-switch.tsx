import { useId, useState } from 'react'
import { useStrings, useLanguage, type Language } from '../../lib/i18n'
import { useSession } from '../../lib/session'
import { changeLanguage } from '../language'
import { layoutStrings } from './strings'
import styles from './language-switch.module.css'

// Each language named in itself, so a reader finds theirs whatever the page shows now.
const options: readonly { value: Language; name: string }[] = [
  { value: 'en', name: 'English' },
  { value: 'hi', name: 'हिन्दी' },
]

/** English or हिन्दी: kept on this device, and on the lead's profile once signed in. */
export function LanguageSwitch() {
  const layoutText = useStrings(layoutStrings)
  const id = useId()
  const language = useLanguage()
  const session = useSession()
  // the choice shows at once; the screens follow when its texts have loaded
  const [pending, setPending] = useState<Language | null>(null)

  const choose = (next: Language) => {
    setPending(next)
    // the profile's call loads with it: the drawer is in the first load, this code need not be
    if (session) void import('../save-profile-language').then((m) => m.saveProfileLanguage(session.leadId, next))
    void changeLanguage(next).catch(() => setPending(null))
  }

  return (
    <fieldset className={styles.switch}>
      <legend className={styles.legend}>{layoutText.language}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option.value} className={styles.option} lang={option.value}>
            <input type="radio" name={`${id}-language`} value={option.value} checked={(pending ?? language) === option.value} onChange={() => choose(option.value)} />
            <span>{option.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
