import { LANGUAGE_COOKIE, type Language } from '../lib/i18n'

/** The reader's language: their choice on this site (the switch's cookie), then the browser's, then English. */
export function pickLanguage(cookie: string | undefined, acceptLanguage: string | undefined): Language {
  const chosen = cookie?.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(en|hi)(?:;|$)`))?.[1]
  if (chosen === 'en' || chosen === 'hi') return chosen
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';')
      const q = Number(rest.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1)
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0 }
    })
    .filter((entry) => entry.q > 0 && /^(hi|en)(-|$)/.test(entry.tag))
    .sort((a, b) => b.q - a.q)[0]
  return preferred?.tag.startsWith('hi') ? 'hi' : 'en'
}
