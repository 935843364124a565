import { useSyncExternalStore } from 'react'
import { messages } from '@basera/contract/messages'

export type Language = 'en' | 'hi'
export const LANGUAGES: readonly Language[] = ['en', 'hi']
export const LANGUAGE_KEY = 'basera.language'

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

type Mutable = Record<string | number, unknown>
const isRecord = (value: unknown): value is Mutable => typeof value === 'object' && value !== null

/**
 * The language switch works in place: every feature keeps reading `xStrings.key`, and switching
 * rewrites those objects' texts (English kept aside to switch back). Screens re-render from a key
 * on the app's root, so no component needs a hook.
 */
const englishCopies = new WeakMap<object, Mutable>()

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

function apply(translations: readonly Translation[], language: Language) {
  for (const { english, hindi } of translations) {
    const target = english as Mutable
    if (!englishCopies.has(target)) englishCopies.set(target, copyOf(target))
    assignDeep(target, language === 'hi' ? (hindi as Mutable) : (englishCopies.get(target) as Mutable))
  }
}

// Read once, before any switch: the server and the contract's schemas speak English, this maps a text back to its key.
const messageKeys = new Map<string, keyof typeof messages>()
for (const [key, text] of Object.entries(messages)) if (typeof text === 'string') messageKeys.set(text, key as keyof typeof messages)

/** A contract message (from a reply or a schema's issue) in the reader's language; other text stays as it is. */
export function localMessage(text: string, code?: string): string {
  const key = code && code in messages ? (code as keyof typeof messages) : messageKeys.get(text)
  const local = key ? messages[key] : undefined
  return typeof local === 'string' ? local : text
}

let current: Language = 'en'
let installed: readonly Translation[] = []
const listeners = new Set<() => void>()

export function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'hi' ? 'hi' : 'en'
  } catch {
    return 'en'
  }
}

export const getLanguage = (): Language => current

/** Switches every strings object to `language`; `translations` are the Hindi pairs (loaded only for Hindi readers). */
export function setLanguage(language: Language, translations: readonly Translation[] = installed) {
  installed = translations
  apply(installed, language)
  current = language
  try {
    localStorage.setItem(LANGUAGE_KEY, language)
  } catch {
    // private mode: the choice lasts this visit
  }
  document.documentElement.lang = language
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, getLanguage, () => 'en')
}
