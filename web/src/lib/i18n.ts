import { createContext, use, useSyncExternalStore } from 'react'
import { messages } from '@basera/contract/messages'

export type Language = 'en' | 'hi'
export const LANGUAGE_KEY = 'basera.language'
/** The cookie the language switch sets, so the server renders a page in the reader's language. */
export const LANGUAGE_COOKIE = 'basera_language'

/**
 * The Hindi of an English strings object: every text (string or function returning a string) again,
 * same keys, same arguments. Keys that are data, not text (paths, API values), are left out.
 */
export type Hindi<T> = T extends (...args: infer A) => string
  ? (...args: A) => string
  : T extends string
    ? string
    : T extends readonly (infer E)[]
      ? readonly Hindi<E>[]
      : T extends object
        ? { readonly [K in keyof T as K extends NotText ? never : K]: Hindi<T[K]> }
        : T
export type NotText = 'serviceName' | 'image' | 'id' | 'to'

/** One English strings object and its Hindi. */
export interface Translation {
  english: object
  hindi: object
}

type Plain = Record<string | number, unknown>
const isRecord = (value: unknown): value is Plain => typeof value === 'object' && value !== null

/** The English object with the Hindi texts laid over it (keys that are data, not text, stay the English's). */
function overlay(english: unknown, hindi: unknown): unknown {
  if (!isRecord(english) || !isRecord(hindi)) return hindi ?? english
  const out: Plain = Array.isArray(english) ? ([] as unknown as Plain) : {}
  for (const [key, value] of Object.entries(english)) out[key] = key in hindi ? overlay(value, hindi[key]) : value
  return out
}

// Each English strings object (the key) with its whole Hindi table: filled by the Hindi chunk, which the client
// loads before anything is drawn in Hindi and the server loads at start. English readers never fetch it.
const hindiTables = new Map<object, object>()
// a contract message's English text → its key, to show a server reply's message in the reader's language
const messageKeys = new Map<string, keyof typeof messages>()
for (const [key, text] of Object.entries(messages)) if (typeof text === 'string') messageKeys.set(text, key as keyof typeof messages)

export function registerHindi(translations: readonly Translation[]): void {
  for (const { english, hindi } of translations) hindiTables.set(english, overlay(english, hindi) as object)
}

export const hindiLoaded = (): boolean => hindiTables.size > 0

/** A strings table in `language`: the English object itself, or its Hindi. */
export function stringsIn<T extends object>(english: T, language: Language): T {
  return language === 'hi' ? ((hindiTables.get(english) as T | undefined) ?? english) : english
}

/** A contract message (a reply's or a schema's English text) in `language`; any other text stays as it is. */
export function messageIn(text: string, language: Language, code?: string): string {
  const key = code && code in messages ? (code as keyof typeof messages) : messageKeys.get(text)
  const local = key ? stringsIn(messages, language)[key] : undefined
  return typeof local === 'string' ? local : text
}

// The language of what is being drawn: each render reads it from here (the server renders each request in its
// reader's language; the app's provider passes the reader's choice down).
export const LanguageContext = createContext<Language>('en')

export const useLanguage = (): Language => use(LanguageContext)

/** The strings table in the language of this render. */
export function useStrings<T extends object>(english: T): T {
  return stringsIn(english, useLanguage())
}

// The reader's choice on this device, for what happens outside a render (a toast, an error reply's text). The
// provider feeds the same value to LanguageContext.
let chosen: Language = 'en'
const listeners = new Set<() => void>()

export const getLanguage = (): Language => chosen

/** Makes `language` the reader's; its texts must be in (the Hindi chunk registered) before it is chosen. */
export function setLanguage(language: Language): void {
  chosen = language
  for (const listener of listeners) listener()
}

export function useChosenLanguage(): Language {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getLanguage,
    getLanguage,
  )
}

/** A contract message in the reader's chosen language (for code outside a render). */
export const localMessage = (text: string, code?: string): string => messageIn(text, chosen, code)
