import { getLanguage, hindiLoaded, LANGUAGE_COOKIE, LANGUAGE_KEY, registerHindi, setLanguage, type Language } from '../lib/i18n'

const YEAR_SECONDS = 31_536_000

/** Loads the Hindi texts: one chunk of their own, fetched only by Hindi readers. */
async function loadHindi(): Promise<void> {
  if (hindiLoaded()) return
  const { hindiTranslations } = await import('./hindi-translations')
  registerHindi(hindiTranslations)
}

/** Keeps the choice on this device, and tells the server, which renders the next page in it. */
function keepChoice(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_KEY, language)
  } catch {
    // private mode: the choice lasts this visit
  }
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`
  document.documentElement.lang = language
}

/** Switches the app's language, once its texts are in. */
export async function changeLanguage(language: Language): Promise<void> {
  if (language === 'hi') await loadHindi()
  keepChoice(language)
  if (language !== getLanguage()) setLanguage(language)
}

function storedChoice(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY)
    return stored === 'hi' || stored === 'en' ? stored : null
  } catch {
    return null
  }
}

/**
 * Before the first render: the language the page was drawn in (the server's choice, from the reader's cookie or
 * browser), so hydration meets the same texts; its texts are loaded first.
 */
export async function startLanguage(): Promise<Language> {
  const language: Language = document.documentElement.lang === 'hi' ? 'hi' : 'en'
  if (language === 'hi') await loadHindi().catch(() => undefined)
  setLanguage(hindiLoaded() || language === 'en' ? language : 'en')
  return getLanguage()
}

/**
 * After the first render: a reader who chose a language on this device before the server knew of it (an older
 * visit kept it only here) gets it now, and the server from the next page on.
 */
export function followStoredChoice(): void {
  const stored = storedChoice()
  if (stored && stored !== getLanguage()) void changeLanguage(stored).catch(() => undefined)
}
