import { messages } from '@basera/contract/messages'
import type { Language, Switcher, Translation } from './i18n'

type Mutable = Record<string | number, unknown>
const isRecord = (value: unknown): value is Mutable => typeof value === 'object' && value !== null

function copyOf(value: Mutable): Mutable {
  const copy: Mutable = Array.isArray(value) ? ([] as unknown as Mutable) : {}
  for (const [key, item] of Object.entries(value)) copy[key] = isRecord(item) ? copyOf(item) : item
  return copy
}

function assignDeep(target: Mutable, source: Mutable) {
  for (const [key, item] of Object.entries(source)) {
    const current = target[key]
    if (isRecord(current) && isRecord(item)) assignDeep(current, item)
    else if (item !== undefined) target[key] = item
  }
}

/**
 * The language switch works in place: every feature keeps reading `xStrings.key`, and switching
 * rewrites those objects' texts (English kept aside to switch back). Screens re-render from a key
 * on the app's root (app/provider.tsx), so no component needs a hook.
 */
export function makeSwitcher(translations: readonly Translation[]): Switcher {
  const englishCopies = new Map<object, Mutable>()
  for (const { english } of translations) englishCopies.set(english, copyOf(english as Mutable))
  // made before any switch: the server and the contract's schemas speak English, this maps a text back to its key
  const messageKeys = new Map<string, keyof typeof messages>()
  for (const [key, text] of Object.entries(messages)) if (typeof text === 'string') messageKeys.set(text, key as keyof typeof messages)

  return {
    apply(language: Language) {
      for (const { english, hindi } of translations) {
        assignDeep(english as Mutable, (language === 'hi' ? hindi : englishCopies.get(english)) as Mutable)
      }
    },
    localMessage(text: string, code?: string) {
      const key = code && code in messages ? (code as keyof typeof messages) : messageKeys.get(text)
      const local = key ? messages[key] : undefined
      return typeof local === 'string' ? local : text
    },
  }
}
