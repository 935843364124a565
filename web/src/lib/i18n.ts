import { useSyncExternalStore } from 'react'

export type Language = 'en' | 'hi'
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

/** What the Hindi chunk installs: rewrites the strings objects, and maps a contract message to the reader's language. */
export interface Switcher {
  apply: (language: Language) => void
  localMessage: (text: string, code?: string) => string
}

/** A contract message (from a reply or a schema's issue) in the reader's language; other text stays as it is. */
export function localMessage(text: string, code?: string): string {
  return switcher ? switcher.localMessage(text, code) : text
}

let current: Language = 'en'
// none until a reader first picks Hindi: English needs no switching, and the first load stays small
let switcher: Switcher | null = null
const listeners = new Set<() => void>()

export function storedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY) === 'hi' ? 'hi' : 'en'
  } catch {
    return 'en'
  }
}

export const getLanguage = (): Language => current

/** Switches every strings object to `language` (the Hindi chunk hands over its switcher the first time). */
export function setLanguage(language: Language, installed: Switcher | null = switcher) {
  switcher = installed
  switcher?.apply(language)
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
