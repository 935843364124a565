import { getLanguage, setLanguage, storedLanguage, type Language } from '../lib/i18n'

/**
 * Switches the app's language. The Hindi texts are one chunk of their own, fetched only by Hindi
 * readers (and before the first render when Hindi was chosen earlier).
 */
export async function changeLanguage(language: Language): Promise<void> {
  if (language === getLanguage()) return
  if (language === 'en') {
    setLanguage('en')
    return
  }
  const { hindiSwitcher } = await import('./hindi-translations')
  setLanguage('hi', hindiSwitcher)
}

/** Before the first render: the stored choice, so a Hindi reader never sees English flash by. */
export function startLanguage(): Promise<void> {
  return storedLanguage() === 'hi' ? changeLanguage('hi').catch(() => undefined) : Promise.resolve()
}

